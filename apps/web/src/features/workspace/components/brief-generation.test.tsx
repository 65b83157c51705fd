import { emptyDocument, type Brief, type GenerationRequest, type ProjectDocument } from '@caseboard/contracts';
import { commands } from '@caseboard/domain';
import { createEngine } from '@caseboard/engine';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useStore } from 'zustand';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { useToastStore } from '@/lib/toast';
import { useGenerate } from '../hooks/use-generate';
import { createDocumentStore, type DocumentStore } from '../store/document-store';
import { createEditor } from '../store/editor';
import { createWorkspaceUiStore } from '../store/workspace-store';
import { GenerateControl } from './generate-control';
import { ProposalPanel } from './proposal-panel';
import { ProblemStep } from './steps/problem-step';

const STATEMENT =
  "A regional European airline's operating margin fell from 8% to 2% over the last three years while passenger numbers grew. How can it restore an 8% margin within 24 months?";

/** The offline engine's key question for the statement, built on its reading. */
const KEY_QUESTION = 'How can the airline restore its operating margin from 2% to 8% within 24 months?';

/** The server's answer, computed by the real offline engine and streamed as the API streams it. */
const engine = createEngine({ provider: 'offline', timeoutMs: 1_000, maxOutputTokens: 1, maxRetries: 0 });
const requests: GenerationRequest[] = [];
const readings: GenerationRequest[] = [];

function ndjson(lines: unknown[]): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const line of lines) controller.enqueue(new TextEncoder().encode(`${JSON.stringify(line)}\n`));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'application/x-ndjson' } });
}

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces('workspace');
});

beforeEach(() => {
  requests.length = 0;
  readings.length = 0;
  useToastStore.getState().clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/v1/config') {
        return new Response(JSON.stringify({ consultingApiBase: '/api/v1/ai' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }
      if (url === '/api/v1/ai/reading' && init?.method === 'POST') {
        const request = JSON.parse(String(init.body)) as GenerationRequest;
        readings.push(request);
        const answer = await engine.generate('reading', request);
        return new Response(JSON.stringify({ artefact: answer.artefact, meta: answer.meta }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }
      if (url === '/api/v1/ai/brief' && init?.method === 'POST') {
        const request = JSON.parse(String(init.body)) as GenerationRequest;
        requests.push(request);
        const partials: unknown[] = [];
        const { artefact, meta } = await engine.generate('brief', request, { onPartial: (p) => partials.push(p) });
        return ndjson([...partials.map((p) => ({ type: 'partial', artefact: p })), { type: 'final', artefact, meta }]);
      }
      return new Response(null, { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** The Problem step as the workspace wires it: the document store with undo, the generate control, the proposal panel. */
function Harness({ documents }: { documents: DocumentStore }) {
  const [ui] = useState(createWorkspaceUiStore);
  const [editor] = useState(() => createEditor(documents, () => 'ada@example.com'));
  const content = useStore(documents, (s) => s.content);
  const pending = useStore(ui, (s) => s.pending);
  const { generate, resume } = useGenerate({ projectId: 1, documents, editor, ui }, 'offline');
  return (
    <div>
      <ProblemStep
        problemStatement={content.problemStatement}
        brief={content.document.brief}
        reading={content.document.reading}
        pending={pending}
        readOnly={false}
        run={editor.run}
        onConfirmReading={() => {
          editor.run(commands.confirmReading({}));
          resume();
        }}
        actions={
          <GenerateControl ui={ui} kind="brief" label="Draft the brief" onGenerate={() => void generate('brief')} />
        }
      />
      <ProposalPanel documents={documents} editor={editor} ui={ui} />
    </div>
  );
}

function setUp(brief: Partial<Brief> = {}, statement = STATEMENT) {
  const document: ProjectDocument = { ...emptyDocument(), brief: { ...emptyDocument().brief, ...brief } };
  const documents = createDocumentStore({ problemStatement: statement, document }, 1);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness documents={documents} />
    </QueryClientProvider>,
  );
  return { documents, user: userEvent.setup() };
}

const field = (name: string) => screen.getByRole('textbox', { name });
const proposal = () => screen.queryByRole('region', { name: 'Proposed brief' });
const toasts = () => useToastStore.getState().toasts.map((toast) => toast.summary);

describe('drafting the brief on the Problem step', () => {
  it('fills an empty brief at once, from the statement, as one undo step', async () => {
    const { documents, user } = setUp();
    await user.click(screen.getByRole('button', { name: 'Draft the brief' }));

    await waitFor(() => expect(field('Key question')).toHaveValue(KEY_QUESTION));
    expect(field('Complication')).toHaveValue(
      "The airline's operating margin fell from 8% to 2% over the last three years. Passenger numbers grew.",
    );
    expect((field('Success criteria') as HTMLTextAreaElement).value).toContain('a gap of 6 percentage points');
    expect(field('Time frame')).toHaveValue('within 24 months');
    expect(proposal()).toBeNull();
    expect(toasts()).toEqual(['Generated the brief']);
    expect(requests[0]).toMatchObject({ problemStatement: STATEMENT, model: 'offline', projectId: 1 });

    documents.getState().undo();
    await waitFor(() => expect(field('Key question')).toHaveValue(''));
  });

  it('fills the empty fields and proposes, field by field, a change to what the team wrote', async () => {
    const { documents, user } = setUp({ situation: 'Our own words on the situation.', scopeOut: ['Fleet renewal'] });
    await user.click(screen.getByRole('button', { name: 'Draft the brief' }));

    const panel = await screen.findByRole('region', { name: 'Proposed brief' });
    // Empty fields are filled, the team's fields are untouched until someone chooses.
    expect(field('Key question')).toHaveValue(KEY_QUESTION);
    expect(field('Situation')).toHaveValue('Our own words on the situation.');
    expect(field('Out of scope')).toHaveValue('Fleet renewal');
    expect(toasts()).toEqual(['Filled the empty fields of the brief; 2 fields you wrote have proposals to review']);
    expect(
      within(panel)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Situation', 'Out of scope']);
    expect(within(panel).getByText('Our own words on the situation.')).toBeVisible();
    expect(within(panel).getByText('The airline is a regional European airline.', { exact: false })).toBeVisible();

    // Accept one field: only that field changes, as one undo step; the keyboard moves to the next decision.
    await user.click(within(panel).getByRole('button', { name: 'Accept the draft for Situation' }));
    expect((field('Situation') as HTMLTextAreaElement).value).toContain('The airline is a regional European airline.');
    expect(field('Out of scope')).toHaveValue('Fleet renewal');
    await waitFor(() =>
      expect(within(panel).getByRole('button', { name: 'Accept the draft for Out of scope' })).toHaveFocus(),
    );
    documents.getState().undo();
    await waitFor(() => expect(field('Situation')).toHaveValue('Our own words on the situation.'));
    expect(field('Key question')).toHaveValue(KEY_QUESTION);

    // Reject keeps the team's words.
    await user.click(within(panel).getByRole('button', { name: 'Reject' }));
    expect(proposal()).toBeNull();
    expect(field('Situation')).toHaveValue('Our own words on the situation.');
    expect(field('Out of scope')).toHaveValue('Fleet renewal');
  });

  it('accepts all proposed fields at once, and closes once every field is decided', async () => {
    const { user } = setUp({ keyQuestion: 'How do we fix the margin?', constraints: ['No layoffs'] });
    await user.click(screen.getByRole('button', { name: 'Draft the brief' }));
    const panel = await screen.findByRole('region', { name: 'Proposed brief' });
    // The offline draft states no constraint here, so the team's constraint is not up for replacement.
    expect(
      within(panel)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Key question']);

    await user.click(within(panel).getByRole('button', { name: 'Accept the draft for Key question' }));
    expect(field('Key question')).toHaveValue(KEY_QUESTION);
    expect(within(panel).getByText('Every field of the brief is decided.')).toBeVisible();
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Close' })).toHaveFocus());
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(proposal()).toBeNull();
    expect(field('Constraints')).toHaveValue('No layoffs');
  });

  it('takes every proposed field with Accept all, and says so when the draft matches the brief', async () => {
    const { user } = setUp({ keyQuestion: 'How do we fix the margin?', timeFrame: 'by 2027' });
    await user.click(screen.getByRole('button', { name: 'Draft the brief' }));
    const panel = await screen.findByRole('region', { name: 'Proposed brief' });
    await user.click(within(panel).getByRole('button', { name: 'Accept all' }));
    expect(proposal()).toBeNull();
    expect(field('Key question')).toHaveValue(KEY_QUESTION);
    expect(field('Time frame')).toHaveValue('within 24 months');

    useToastStore.getState().clear();
    await user.click(screen.getByRole('button', { name: 'Draft the brief' }));
    await waitFor(() => expect(toasts()).toEqual(['The proposal matches what you have.']));
    expect(proposal()).toBeNull();
  });
});

describe('the reading before the first draft', () => {
  it('reads the statement first, shows the reading, and sends it with the draft request', async () => {
    const { documents, user } = setUp();
    await user.click(screen.getByRole('button', { name: 'Draft the brief' }));
    await waitFor(() => expect(field('Key question')).toHaveValue(KEY_QUESTION));
    expect(readings).toHaveLength(1);
    expect(readings[0]!.context?.reading).toBeUndefined();
    const reading = documents.getState().content.document.reading!;
    expect(reading).toMatchObject({ statement: STATEMENT, archetype: 'profitability', confirmed: false });
    expect(requests[0]!.context?.reading).toEqual(reading);
    const panel = screen.getByRole('region', { name: 'How Caseboard reads the problem' });
    expect(within(panel).getByRole('combobox', { name: 'Kind of problem' })).toHaveValue('profitability');
    expect(within(panel).getByRole('textbox', { name: 'Metric' })).toHaveValue(reading.metric);
    expect(within(panel).getAllByText(/^From the statement: /).length).toBeGreaterThan(2);

    // A second draft of the same statement does not read it again.
    await user.click(screen.getByRole('button', { name: 'Draft the brief' }));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(readings).toHaveLength(1);
  });

  it('asks for the kind of problem when the reader is unsure, and drafts only once the consultant confirms', async () => {
    const { documents, user } = setUp({}, 'A regional bank is reviewing its branch network.');
    await user.click(screen.getByRole('button', { name: 'Draft the brief' }));
    const question = await screen.findByRole('group', { name: 'Which kind of problem is this?' });
    expect(requests).toHaveLength(0);
    expect(within(question).getByText('Generating the brief waits for your choice.')).toBeVisible();
    // The keyboard is brought to the question, on the reader's first guess.
    await waitFor(() => expect(within(question).getByRole('radio', { name: /^Profitability/ })).toHaveFocus());
    expect(toasts()).toEqual(['Pick the kind of problem first: Caseboard is not sure how to read the statement']);

    await user.click(within(question).getByRole('radio', { name: 'Choice among options' }));
    expect(documents.getState().content.document.reading).toMatchObject({ archetype: 'option-choice', unsure: false });
    // Picking answers the question, but the question stays until the consultant confirms.
    await user.click(within(question).getByRole('button', { name: 'Confirm and generate the brief' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.context?.reading).toMatchObject({ archetype: 'option-choice', confirmed: true });
    expect(screen.queryByRole('group', { name: 'Which kind of problem is this?' })).toBeNull();
    await waitFor(() => expect(field('Key question')).not.toHaveValue(''));
  });
});
