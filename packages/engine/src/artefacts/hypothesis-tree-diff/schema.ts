import { TreeDiffSchema } from '@caseboard/contracts';

export const schema = TreeDiffSchema;

/** The diff is computed, not generated: nothing to check beyond the schema. */
export function check(): string[] {
  return [];
}
