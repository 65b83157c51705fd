import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BRIEF_FIELDS } from './artefacts/brief-fields.js';
import { BriefDraftSchema, BriefSchema } from './artefacts/brief.js';
import { ARTEFACT_KINDS, ARTEFACT_PATHS } from './artefact-kinds.js';
import { artefactSchemas, generationResponseSchema } from './generation.js';

const brief = {
  situation: 'The airline is a regional European airline.',
  complication: "The airline's operating margin fell from 8% to 2% over the last three years.",
  keyQuestion: 'How can the airline restore an 8% margin within 24 months?',
  decisionMakers: ["The airline's CEO"],
  successCriteria: ['Operating margin at or above 8% within 24 months'],
  scopeIn: ['Raising revenue per passenger'],
  scopeOut: ['Selling the airline'],
  constraints: [],
  timeFrame: 'within 24 months',
};
const meta = { provider: 'offline', model: 'offline', durationMs: 3, promptVersion: 'offline/1' };

describe('the brief artefact', () => {
  it('is a kind of its own at /brief, answered with the brief draft schema', () => {
    expect(ARTEFACT_KINDS).toContain('brief');
    expect(ARTEFACT_PATHS.brief).toBe('/brief');
    expect(artefactSchemas.brief).toBe(BriefDraftSchema);
    expect(generationResponseSchema('brief').parse({ artefact: brief, meta }).artefact).toEqual(brief);
  });

  it('needs every field, and the frame of the problem filled; constraints and time frame may stay empty', () => {
    expect(BriefDraftSchema.safeParse(brief).success).toBe(true);
    for (const field of BRIEF_FIELDS) {
      const { [field]: _left, ...rest } = brief;
      expect(BriefDraftSchema.safeParse(rest).success, `${field} missing`).toBe(false);
    }
    for (const field of ['situation', 'complication', 'keyQuestion'] as const)
      expect(BriefDraftSchema.safeParse({ ...brief, [field]: '' }).success, `${field} empty`).toBe(false);
    for (const field of ['decisionMakers', 'successCriteria', 'scopeIn', 'scopeOut'] as const)
      expect(BriefDraftSchema.safeParse({ ...brief, [field]: [] }).success, `${field} empty`).toBe(false);
    expect(BriefDraftSchema.safeParse({ ...brief, constraints: [], timeFrame: '' }).success).toBe(true);
  });

  it('is a brief the document can hold as it is', () => {
    expect(BriefSchema.parse(BriefDraftSchema.parse(brief))).toEqual(brief);
    expect(Object.keys(BriefSchema.shape).sort()).toEqual([...BRIEF_FIELDS].sort());
  });

  it('tells a model what each field means', () => {
    type Node = { required: string[]; properties: Record<string, { description?: string }> };
    const doc = z.toJSONSchema(BriefDraftSchema, { io: 'input' });
    const ref = typeof doc.$ref === 'string' ? doc.$ref.replace('#/$defs/', '') : undefined;
    const json = (ref ? doc.$defs?.[ref] : doc) as unknown as Node;
    expect(json.required.sort()).toEqual([...BRIEF_FIELDS].sort());
    for (const field of BRIEF_FIELDS) expect(json.properties[field]?.description, field).toBeTruthy();
  });
});
