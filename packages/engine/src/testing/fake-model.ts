// Test support: an OpenAI-compatible "small model" on loopback, for the LLM path's tests, the eval without
// a model, and the first-token benchmark. It is a test double, not the product: it builds its answers
// deterministically, but it reads the prompt the way a model must (which part is asked for) and obeys
// max_tokens by cutting its answer off with finish_reason "length", as a real server does.
import {
  BRIEF_ANSWER,
  capitalise,
  wordIn,
  wordsFor,
  hypothesisChildren,
  instructionsFor,
  issueChildren,
  planRows,
  READING_ANSWER,
  simulationsFor,
  SLIDES_ANSWER,
  statusesFor,
  storylineLines,
  type TreeSizes,
} from './fake-answers.js';
import {
  httpError,
  openAiCompletion,
  openAiStream,
  startLoopback,
  type LoopbackServer,
  type RecordedRequest,
  type Reply,
} from './loopback-server.js';

export interface FakeModelOptions {
  /** Issue tree: branches per level (default 4 x 3 x 4: 65 nodes with the root). */
  sizes?: Partial<TreeSizes>;
  /** Sub-hypotheses per node of a hypothesis tree written without an issue tree (default 3). */
  hypothesisChildren?: number;
  /** Misbehaviours of real models and servers. */
  idsWithSpaces?: boolean;
  /** Answer `children: []` (or an empty list) to the first N part requests, or to all of them. */
  emptyAnswers?: number | 'always';
  /** Only requests for this part count for `emptyAnswers` (e.g. "issue-tree.branch"). */
  emptyPart?: string;
  /** Refuse `response_format: json_schema` (and `json_object`) with a 400, as many local servers do. */
  refuseJsonSchema?: boolean;
  refuseJsonObject?: boolean;
  /** Wrap the JSON in Markdown fences, or in a sentence before and after. */
  fences?: boolean;
  prose?: boolean;
  /** Streaming: characters per chunk, delay between chunks, and before the first one. */
  chunkChars?: number;
  chunkDelayMs?: number;
  firstTokenDelayMs?: number;
  /** Replies for the first requests (a 500, a 429, malformed JSON), before the fake model answers. */
  script?: Reply[];
  /** Leave the last item out of every list answer of more than one item (a model that stops early). */
  missLastItem?: boolean;
  /** Write references loosely: "hypothesis 1-2" for h.1.2, "Analysis a.3" for a.3, and an id that does not exist. */
  looseRefs?: boolean;
  /** Judge every hypothesis supported, whatever the evidence (a model that reads simulations as findings). */
  claimSupported?: boolean;
  /** Write instructions three times as long as usual (longer than the engine's estimate of a batch). */
  longItems?: boolean;
  /** Also answer Ollama's GET /api/tags with these models, so the fake stands in for a local Ollama. */
  ollamaModels?: string[];
}

/** What a request asked for, as the fake read it. */
export interface FakeAsk {
  /** e.g. "issue-tree.top", "issue-tree.branch", "analysis-instructions", "unknown". */
  part: string;
  /** The branch or the ids asked for. */
  target: string[];
  maxTokens: number;
  responseFormat: string;
  cut: boolean;
  receivedAt: number;
}

export interface FakeModel {
  url: string;
  /** The OpenAI-compatible base URL to configure ("<url>/v1"). */
  baseUrl: string;
  requests: RecordedRequest[];
  asked: FakeAsk[];
  close(): Promise<void>;
}

const CHARS_PER_TOKEN = 4;

export async function startFakeModel(
  options: FakeModelOptions = {},
  onRequest?: (request: RecordedRequest) => void,
): Promise<FakeModel> {
  const asked: FakeAsk[] = [];
  let parts = 0;
  let requestAt = 0;
  let received = 0;
  const reply = (body: Record<string, unknown>, request: RecordedRequest): Reply => {
    if (request.method === 'GET' && request.url === '/api/tags') {
      const models = (options.ollamaModels ?? []).map((name) => ({
        name,
        model: name,
        details: { family: /embed/.test(name) ? 'nomic-bert' : 'llama' },
      }));
      return { kind: 'json', status: options.ollamaModels ? 200 : 404, body: { models } };
    }
    received += 1;
    const scripted = options.script?.[received - 1];
    if (scripted) return scripted;
    const format = responseFormatOf(body);
    if (format === 'json_schema' && options.refuseJsonSchema)
      return httpError(400, {}, "Invalid 'response_format': type json_schema is not supported by this server");
    if (format === 'json_object' && options.refuseJsonObject)
      return httpError(400, {}, "Invalid 'response_format': type json_object is not supported by this server");
    const prompt = userText(body);
    const ask = readAsk(prompt);
    if (!options.emptyPart || options.emptyPart === ask.part) parts += 1;
    const counts = !options.emptyPart || options.emptyPart === ask.part;
    const empty = counts && (options.emptyAnswers === 'always' || (options.emptyAnswers ?? 0) >= parts);
    let content = fakeAnswer(prompt, options, empty);
    const maxTokens = Number(body['max_tokens'] ?? body['max_completion_tokens'] ?? 100_000);
    const cut = content.length > maxTokens * CHARS_PER_TOKEN;
    if (cut) content = content.slice(0, maxTokens * CHARS_PER_TOKEN);
    asked.push({ part: ask.part, target: ask.target, maxTokens, responseFormat: format, cut, receivedAt: requestAt });
    const usage = {
      prompt_tokens: Math.ceil(prompt.length / CHARS_PER_TOKEN),
      completion_tokens: Math.ceil(content.length / CHARS_PER_TOKEN),
      total_tokens: Math.ceil((prompt.length + content.length) / CHARS_PER_TOKEN),
    };
    const finish = cut ? 'length' : 'stop';
    if (body['stream'] !== true) return openAiCompletion(content, String(body['model']), finish, usage);
    const size = options.chunkChars ?? 64;
    const stream = openAiStream(
      content,
      Math.max(1, Math.ceil(content.length / size)),
      options.chunkDelayMs ?? 0,
      String(body['model']),
      finish,
      usage,
    );
    return options.firstTokenDelayMs && stream.kind === 'sse'
      ? { ...stream, firstDelayMs: options.firstTokenDelayMs }
      : stream;
  };
  const server: LoopbackServer = await startLoopback([{ kind: 'dynamic', reply }], {
    onRequest: (request) => {
      requestAt = request.receivedAt;
      onRequest?.(request);
    },
  });
  return {
    url: server.url,
    baseUrl: `${server.url}/v1`,
    requests: server.requests,
    asked,
    close: () => server.close(),
  };
}

/** What the fake model writes for a prompt: the part it asks for, or that part left empty. */
export function fakeAnswer(prompt: string, options: FakeModelOptions = {}, empty = false): string {
  const ask = readAsk(prompt);
  const sizes: TreeSizes = { top: 4, second: 3, third: 4, ...options.sizes };
  let content = JSON.stringify(empty ? emptyAnswer(ask.part) : answer(ask, prompt, sizes, options));
  if (options.fences) content = `\`\`\`json\n${content}\n\`\`\``;
  if (options.prose) content = `Here is the JSON you asked for:\n${content}\nLet me know if you need anything else.`;
  return content;
}

function responseFormatOf(body: Record<string, unknown>): string {
  const format = body['response_format'] as { type?: string } | undefined;
  return format?.type ?? 'none';
}

interface Ask {
  part: string;
  target: string[];
  levels: number;
  /** "Write only the ... still missing": the part already has some. */
  more: boolean;
}

/** The first user turn's text, whatever the message format (OpenAI strings or Anthropic parts). */
export function userText(body: Record<string, unknown>): string {
  const messages = (body['messages'] as Array<{ role: string; content: unknown }> | undefined) ?? [];
  const first = messages.find((m) => m.role === 'user');
  if (!first) return '';
  if (typeof first.content === 'string') return first.content;
  return Array.isArray(first.content) ? first.content.map((p: { text?: string }) => p.text ?? '').join('\n') : '';
}

/** Which part the prompt asks for, from its task line, the way the prompts word it. */
export function readAsk(prompt: string): Ask {
  const taskAt = prompt.indexOf('## Task\n');
  const taskText = taskAt >= 0 ? prompt.slice(taskAt + 8) : '';
  const line = taskText.split('\n')[0] ?? '';
  const more = /already has/.test(taskText.split('\n## ')[0] ?? '');
  const levels = /two levels deep/.test(line)
    ? 2
    : /(\d+) levels deep/.test(line)
      ? Number(/(\d+) levels deep/.exec(line)![1])
      : 1;
  const listed = (name: string) => blockIds(prompt, name);
  let match: RegExpExecArray | null;
  if (/^Write the top of the issue tree/.test(line)) return { part: 'issue-tree.top', target: [], levels: 1, more };
  if ((match = /^Write the sub-issues under branch (\S+?) /.exec(line)))
    return { part: 'issue-tree.branch', target: [match[1]!], levels, more };
  if (/^Write the top of the hypothesis tree/.test(line))
    return { part: 'hypothesis-tree.top', target: [], levels: 1, more };
  if ((match = /^Write the sub-hypotheses under branch (\S+?) /.exec(line)))
    return { part: 'hypothesis-tree.branch', target: [match[1]!], levels, more };
  if (/^Write one hypothesis for each issue/.test(line))
    return { part: 'hypothesis-tree.issues', target: listed('issues to answer now'), levels, more };
  if (/^Plan the analyses for each hypothesis/.test(line))
    return { part: 'psw', target: listed('hypotheses to plan now'), levels, more };
  if (/^Write instructions for each analysis/.test(line))
    return { part: 'analysis-instructions', target: listed('analyses to write now'), levels, more };
  if (/^Simulate the result of each analysis/.test(line))
    return { part: 'analysis-simulation', target: listed('analyses to simulate now'), levels, more };
  if (/^Judge each hypothesis/.test(line))
    return { part: 'hypothesis-status', target: listed('hypotheses to judge now'), levels, more };
  if ((match = /^Write only these fields of the project brief: (.*)\.$/.exec(line)))
    return { part: 'brief', target: match[1]!.split(', '), levels, more };
  if (/^Draft the project brief/.test(line)) return { part: 'brief', target: Object.keys(BRIEF_ANSWER), levels, more };
  if (/^Read the problem statement/.test(line)) return { part: 'reading', target: [], levels, more };
  if (/^Write the storyline's/.test(line)) return { part: 'storyline.lines', target: [], levels, more };
  if (/^Write the slide outline/.test(line)) return { part: 'storyline.slides', target: [], levels, more };
  if (/^Score the issue tree/.test(line)) return { part: 'judge', target: [], levels, more };
  if (/^Write the problem-solving work plan/.test(line))
    return { part: 'psw.whole', target: ['h.1', 'h.2'], levels, more };
  return { part: 'unknown', target: [], levels, more };
}

/** The ids at the start of each line of a fenced block: "a.1 (tests h.1): ..." -> "a.1". */
function blockIds(prompt: string, name: string): string[] {
  const open = `<project_content name="${name}">\n`;
  const start = prompt.indexOf(open);
  if (start < 0) return [];
  const end = prompt.indexOf('</project_content>', start);
  return prompt
    .slice(start + open.length, end)
    .split('\n')
    .map((line) => /^\s*([A-Za-z0-9_.:-]+?):? [(A-Za-z[]/.exec(line)?.[1])
    .filter((id): id is string => id !== undefined);
}

/** The label of `id` in a fenced block ("i.2: How ...?"). */
function blockLabel(prompt: string, name: string, id: string): string {
  const open = `<project_content name="${name}">\n`;
  const start = prompt.indexOf(open);
  if (start < 0) return '';
  const lines = prompt.slice(start + open.length, prompt.indexOf('</project_content>', start)).split('\n');
  return lines.find((line) => line.startsWith(`${id}: `))?.slice(id.length + 2) ?? '';
}

function depthOf(id: string): number {
  return id.split('.').length - 1;
}

function answer(ask: Ask, prompt: string, sizes: TreeSizes, options: FakeModelOptions): unknown {
  const ids = options.idsWithSpaces ?? false;
  switch (ask.part) {
    case 'issue-tree.top':
      return {
        root: {
          ...(ids ? { id: 'root node' } : {}),
          label: 'How can the client close the gap in its margin within 24 months?',
          dimension: 'margin = revenue - cost',
          children: issueChildren('i', 1, sizes, 1, ids),
        },
      };
    case 'issue-tree.branch': {
      const id = ask.target[0]!;
      return { children: missing(issueChildren(id, ask.levels, sizes, depthOf(id) + 1, ids), prompt, ask.more) };
    }
    case 'hypothesis-tree.top':
      return {
        root: {
          label: 'The client can close the margin gap within 24 months',
          notes: 'Supported if the levers below add up to the gap.',
          children: hypothesisChildren('h', 1, options.hypothesisChildren ?? 3, ids),
        },
      };
    case 'hypothesis-tree.branch':
      return {
        children: missing(
          hypothesisChildren(ask.target[0]!, ask.levels, options.hypothesisChildren ?? 3, ids),
          prompt,
          ask.more,
        ),
      };
    case 'hypothesis-tree.issues':
      return {
        hypotheses: ask.target.map((issueId) => ({
          issueId,
          label: `${capitalise(wordIn(blockLabel(prompt, 'issues to answer now', issueId)) ?? wordsFor(issueId, 1)[0]!)} explains more than a tenth of the gap in ${issueId}`,
          notes: 'Supported if it explains more than 10% of the gap.',
          priority: { impact: 4, ease: 3 },
        })),
      };
    case 'psw':
    case 'psw.whole':
      return { rows: loosen(fewer(planRows(ask.target), options), 'hypothesisId', options) };
    case 'analysis-instructions':
      return {
        instructions: loosen(
          fewer(instructionsFor(ask.target, options.longItems ? 3 : 1), options),
          'analysisId',
          options,
        ),
      };
    case 'analysis-simulation':
      return { simulations: fewer(simulationsFor(ask.target), options) };
    case 'hypothesis-status':
      return {
        results: fewer(statusesFor(ask.target), options).map((r) =>
          options.claimSupported ? { ...(r as object), status: 'supported', confidence: 0.8 } : r,
        ),
      };
    case 'brief':
      return Object.fromEntries(ask.target.map((field) => [field, BRIEF_ANSWER[field]]));
    case 'reading':
      return READING_ANSWER;
    case 'storyline.lines': {
      const known = blockIds(prompt, 'hypotheses with their status and why');
      return storylineLines(options.looseRefs ? ['h.99', ...known] : known);
    }
    case 'storyline.slides':
      return SLIDES_ANSWER;
    case 'judge':
      return { me: 4, ce: 3, specificity: 3, actionability: 4, comment: 'Split the cost branch by cost pool.' };
    default:
      return {};
  }
}

/** The children not yet "written so far" (all of them unless the prompt says the branch already has some). */
function missing(children: unknown[], prompt: string, more: boolean): unknown[] {
  if (!more) return children;
  const open = '<project_content name="written so far">\n';
  const start = prompt.indexOf(open);
  const written = start < 0 ? '' : prompt.slice(start, prompt.indexOf('</project_content>', start));
  return children.filter((child) => !written.includes((child as { label: string }).label));
}

/** A list without its last item, when the model is one that stops early. */
function fewer(items: unknown[], options: FakeModelOptions): unknown[] {
  return options.missLastItem && items.length > 1 ? items.slice(0, -1) : items;
}

/** References written the way careless models write them. */
function loosen(items: unknown[], key: string, options: FakeModelOptions): unknown[] {
  if (!options.looseRefs) return items;
  return items.map((item) => {
    const record = item as Record<string, unknown>;
    const id = String(record[key]);
    const loose =
      key === 'hypothesisId' ? `hypothesis ${id.replace(/^h\.?/, '').replace(/\./g, '-')}` : `Analysis ${id}`;
    return { ...record, [key]: loose };
  });
}

/** An answer with nothing in it, in the part's own shape: what a confused small model returns. */
function emptyAnswer(part: string): unknown {
  if (part.endsWith('.top')) return { root: { label: 'What should the client do?', children: [] } };
  if (part.endsWith('.branch')) return { children: [] };
  const key: Record<string, string> = {
    'hypothesis-tree.issues': 'hypotheses',
    psw: 'rows',
    'analysis-instructions': 'instructions',
    'analysis-simulation': 'simulations',
    'hypothesis-status': 'results',
  };
  return key[part] ? { [key[part]]: [] } : {};
}
