import { ProblemReadingSchema, type ProblemReading } from '@caseboard/contracts';

export const schema = ProblemReadingSchema;

/** What the schema cannot see: sources that do not point at the statement, an archetype listed as its own alternative. */
export function check(reading: ProblemReading): string[] {
  const issues: string[] = [];
  for (const source of reading.sources) {
    if (source.end > reading.statement.length || source.start >= source.end) {
      issues.push(`the source of ${source.field} does not point into the statement`);
    } else if (reading.statement.slice(source.start, source.end) !== source.text) {
      issues.push(`the source of ${source.field} is not the statement's own words ("${source.text}")`);
    }
  }
  if (reading.alternatives.some((a) => a.archetype === reading.archetype)) {
    issues.push('alternatives must not repeat the chosen archetype');
  }
  return issues;
}
