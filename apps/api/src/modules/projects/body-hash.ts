import { createHash } from 'node:crypto';

/**
 * The `body_hash` a revision is stored with: SHA-256 of its body's UTF-8, in hex, as migration
 * 0008 computes it in SQL (`encode(sha256(convert_to(body, 'UTF8')), 'hex')`).
 */
export const hashBody = (body: string) => createHash('sha256').update(body, 'utf8').digest('hex');
