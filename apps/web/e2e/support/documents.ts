import type { ProjectDocument } from '@caseboard/contracts';

/** A small issue tree (a question and two branches) for tests where two people work on one project. */
export const harbourAirTree: ProjectDocument = {
  version: '1.1',
  brief: {
    situation: '',
    complication: '',
    keyQuestion: 'How can Harbour Air restore an 8% margin?',
    decisionMakers: [],
    successCriteria: [],
    scopeIn: [],
    scopeOut: [],
    constraints: [],
    timeFrame: '',
  },
  issueTree: {
    root: {
      id: 'q',
      label: 'How can Harbour Air restore an 8% margin?',
      kind: 'question',
      children: [
        { id: 'rev', label: 'Can revenue per flight rise?', children: [] },
        { id: 'cost', label: 'Can cost per flight fall?', children: [] },
      ],
    },
  },
  hypothesisTree: null,
  workplan: [],
  analyses: [],
  storyline: null,
};
