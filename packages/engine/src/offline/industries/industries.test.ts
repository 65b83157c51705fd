import { INDUSTRIES } from '@caseboard/contracts';
import { describe, expect, it } from 'vitest';
import { INDUSTRY_PROFILES, industryProfile } from './index.js';
import type { IndustryProfile, Noun } from './types.js';

const profiles = INDUSTRIES.map((id) => INDUSTRY_PROFILES[id]);

/** Every text field a tree can quote, named so a failure says where the word sits. */
function texts(p: IndustryProfile): [string, string][] {
  const noun = (name: string, n: Noun): [string, string][] => [
    [`${name}.one`, n.one],
    [`${name}.many`, n.many],
  ];
  const list = (name: string, items: readonly string[]): [string, string][] =>
    items.map((item, i) => [`${name}[${i}]`, item]);
  return [
    ...noun('customer', p.customer),
    ...noun('unit', p.unit),
    ['price', p.price],
    ...list('revenueStreams', p.revenueStreams),
    ...list('segments', p.segments),
    ['segmentBy', p.segmentBy],
    ...list('variableCosts', p.variableCosts),
    ...list('fixedCosts', p.fixedCosts),
    ...list('stages', p.stages),
    ['capacity', p.capacity],
    ['workforce', p.workforce],
    ...list('channels', p.channels),
    ['competitors', p.competitors],
    ['regulator', p.regulator],
    ...list('kpis', p.kpis),
    ...Object.entries(p.data).map(([key, value]): [string, string] => [`data.${key}`, value]),
  ];
}

const patterns = new Map<string, RegExp>();

/** Whole words only, so "fare" does not hit "welfare" and "ore" does not hit "more". */
function uses(text: string, marker: string): boolean {
  let pattern = patterns.get(marker);
  if (!pattern) {
    const escaped = marker.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu');
    patterns.set(marker, pattern);
  }
  return pattern.test(text);
}

const duplicates = (items: readonly string[]) => items.filter((item, i) => items.indexOf(item) !== i);

describe('industry profiles', () => {
  it('has a profile for every industry, under its own id', () => {
    expect(Object.keys(INDUSTRY_PROFILES).sort()).toEqual([...INDUSTRIES].sort());
    for (const id of INDUSTRIES) {
      expect(INDUSTRY_PROFILES[id].id).toBe(id);
      expect(industryProfile(id)).toBe(INDUSTRY_PROFILES[id]);
    }
  });

  it('leaves no text field empty and repeats nothing within a list', () => {
    for (const p of profiles) {
      for (const [field, text] of texts(p)) {
        expect(text.trim(), `${p.id}.${field}`).not.toBe('');
      }
      for (const [field, items] of Object.entries({
        revenueStreams: p.revenueStreams,
        segments: p.segments,
        variableCosts: p.variableCosts,
        fixedCosts: p.fixedCosts,
        stages: p.stages,
        channels: p.channels,
        kpis: p.kpis,
        data: Object.values(p.data),
        markers: p.markers,
      })) {
        expect(duplicates(items), `${p.id}.${field}`).toEqual([]);
      }
    }
  });

  it('writes text that reads mid-sentence: trimmed, no trailing punctuation, no capital at the start but names', () => {
    for (const p of profiles) {
      for (const [field, text] of texts(p)) {
        expect(text, `${p.id}.${field}`).toBe(text.trim());
        expect(text, `${p.id}.${field}`).not.toMatch(/[.,;:!?]$/);
        // A capital first letter is allowed only for an acronym ("ARPU", "R&D", "GP and specialist referrals").
        if (/^[A-Z]/.test(text)) expect(text, `${p.id}.${field}`).toMatch(/^[A-Z][A-Z&]+\b/);
      }
    }
  });

  it('gives every industry but generic six to fourteen markers', () => {
    for (const p of profiles) {
      if (p.id === 'generic') expect(p.markers).toEqual([]);
      else expect(p.markers.length, p.id).toBeGreaterThanOrEqual(6);
      expect(p.markers.length, p.id).toBeLessThanOrEqual(14);
    }
  });

  it('keeps markers lower case and never lets two industries claim the same one', () => {
    const owner = new Map<string, string>();
    for (const p of profiles) {
      for (const marker of p.markers) {
        expect(marker, p.id).toBe(marker.toLowerCase());
        expect(marker, p.id).toBe(marker.trim());
        expect(owner.get(marker), `"${marker}" is claimed by ${owner.get(marker)} and ${p.id}`).toBeUndefined();
        owner.set(marker, p.id);
      }
    }
  });

  it('matches markers as whole words, whatever the case', () => {
    expect(uses('Bus fares rose', 'fare')).toBe(false);
    expect(uses('the fare box', 'fare')).toBe(true);
    expect(uses('welfare payments', 'fare')).toBe(false);
    expect(uses('more tonnes', 'ore')).toBe(false);
    expect(uses('Cabin crew costs', 'cabin crew')).toBe(true);
    expect(uses('fee-earner capacity', 'fee-earner')).toBe(true);
  });

  it("never uses another industry's marker in any text field", () => {
    const borrowed: string[] = [];
    for (const p of profiles) {
      for (const other of profiles) {
        if (other === p) continue;
        for (const marker of other.markers) {
          for (const [field, text] of texts(p)) {
            if (uses(text, marker)) borrowed.push(`${p.id}.${field} "${text}" uses ${other.id}'s "${marker}"`);
          }
        }
      }
    }
    expect(borrowed).toEqual([]);
  });

  it('gives every noun a plural that differs from its singular', () => {
    for (const p of profiles) {
      for (const [name, n] of [
        ['customer', p.customer],
        ['unit', p.unit],
      ] as const) {
        expect(n.many, `${p.id}.${name}`).not.toBe(n.one);
      }
    }
  });

  it('marks as business-to-business exactly the industries that sell to organisations', () => {
    const b2b = profiles.filter((p) => p.b2b).map((p) => p.id);
    expect(b2b).toEqual(expect.arrayContaining(['chemicals', 'manufacturing', 'logistics', 'professional-services']));
    for (const id of [
      'charity',
      'public-sector',
      'retail',
      'ecommerce',
      'restaurants',
      'hospitality',
      'leisure',
    ] as const) {
      expect(INDUSTRY_PROFILES[id].b2b, id).toBe(false);
    }
  });

  it('takes money in the way each kind of organisation does', () => {
    expect(INDUSTRY_PROFILES.charity.revenueModel).toBe('donations');
    expect(INDUSTRY_PROFILES['public-sector'].revenueModel).toBe('budget');
    expect(INDUSTRY_PROFILES.utilities.revenueModel).toBe('regulated');
    expect(INDUSTRY_PROFILES.utilities.price).toBe('tariff');
  });
});
