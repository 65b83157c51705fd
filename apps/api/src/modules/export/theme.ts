import { DEFAULT_THEME, MAX_LOGO_BYTES, type ProjectTheme, type UpdateThemeSchema } from '@caseboard/contracts';
import { decodeDataUrl, readImageInfo } from '@caseboard/export';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { projectThemes } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { assertAllowed, loadProjectAccess, policy } from '../projects/access.js';

/** A project's theme, or the default one when the team never set it. */
export async function readTheme(db: DbOrTx, projectId: number): Promise<ProjectTheme> {
  const [row] = await db.select().from(projectThemes).where(eq(projectThemes.projectId, projectId)).limit(1);
  if (!row) return { ...DEFAULT_THEME };
  return { accentColor: row.accentColor, font: row.font as ProjectTheme['font'], logo: row.logo };
}

export async function getTheme({ db, userId, projectId }: { db: DbOrTx; userId: number; projectId: number }) {
  await loadProjectAccess({ db, projectId, userId });
  return readTheme(db, projectId);
}

/**
 * The logo's bytes must be the image its data URL claims, within the size limit: the type in a data
 * URL is only a label, and a renderer handed something else would fail at export time.
 */
function checkLogo(dataUrl: string): void {
  const decoded = decodeDataUrl(dataUrl);
  const info = decoded ? readImageInfo(decoded.bytes) : null;
  if (!decoded || decoded.bytes.length > MAX_LOGO_BYTES) {
    throw new AppError('invalid_image', { message: 'The logo must be a PNG or JPEG of at most 200 KB.' });
  }
  if (!info || info.mediaType !== decoded.mediaType) {
    throw new AppError('invalid_image', { message: 'The logo is not the PNG or JPEG image its data URL names.' });
  }
}

/** Changes the named fields of a project's theme (owner and editors; worked examples are read-only). */
export async function updateTheme({
  db,
  clock,
  userId,
  projectId,
  input,
}: {
  db: DbOrTx;
  clock: Clock;
  userId: number;
  projectId: number;
  input: z.output<typeof UpdateThemeSchema>;
}): Promise<ProjectTheme> {
  const access = await loadProjectAccess({ db, projectId, userId });
  assertAllowed(policy.edit(access));
  if (input.logo) checkLogo(input.logo);
  const current = await readTheme(db, projectId);
  const next: ProjectTheme = {
    accentColor: input.accentColor ?? current.accentColor,
    font: input.font ?? current.font,
    logo: input.logo === undefined ? current.logo : input.logo,
  };
  const values = { ...next, updatedBy: userId, updatedAt: clock.now() };
  await db
    .insert(projectThemes)
    .values({ projectId, ...values })
    .onConflictDoUpdate({ target: projectThemes.projectId, set: values });
  return next;
}
