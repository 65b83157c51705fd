import { afterEach, describe, expect, it } from 'vitest';
import { fakeAnswer, userText } from '../testing/fake-model.js';
import { startLoopback, type LoopbackServer } from '../testing/loopback-server.js';
import { createEngine } from '../engine.js';

let server: LoopbackServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const plan = {
  rows: [
    {
      id: 'a.1',
      hypothesisId: 'h.1',
      analysis: 'Cohort churn curves 2023-2024',
      analysisType: 'cohort-churn',
      dataSources: ['Billing system'],
      method: 'Monthly cohorts by plan',
      owner: 'Customer analytics',
      due: 'Week 1',
      status: 'planned',
      priority: 'high',
    },
  ],
};

/**
 * Anthropic gives structured output natively (as text) or through a forced "json" tool call, depending on
 * the model and the schema (recursive trees go through the tool); the server answers the way it is asked.
 */
async function anthropicAnswering(answerFor: (body: Record<string, unknown>) => unknown) {
  server = await startLoopback([
    {
      kind: 'dynamic',
      reply: (body) => {
        const answer = answerFor(body);
        const tools = Array.isArray(body['tools']) ? (body['tools'] as Array<{ name: string }>) : [];
        const viaTool = tools.some((t) => t.name === 'json');
        return {
          kind: 'json',
          status: 200,
          body: {
            id: 'msg_1',
            type: 'message',
            role: 'assistant',
            model: 'claude-test',
            content: viaTool
              ? [{ type: 'tool_use', id: 'toolu_1', name: 'json', input: answer }]
              : [{ type: 'text', text: JSON.stringify(answer) }],
            stop_reason: viaTool ? 'tool_use' : 'end_turn',
            stop_sequence: null,
            usage: { input_tokens: 50, output_tokens: 40 },
          },
        };
      },
    },
  ]);
  return createEngine({
    provider: 'anthropic',
    baseUrl: `${server.url}/v1`,
    apiKey: 'sk-ant-test',
    model: 'claude-test',
    timeoutMs: 2_000,
    maxOutputTokens: 999,
    maxRetries: 0,
  });
}

describe('the Anthropic provider', () => {
  it('sends the key, the schema, a token cap and the statement, and returns the structured answer', async () => {
    const engine = await anthropicAnswering(() => plan);
    const result = await engine.generate('psw', {
      problemStatement: 'A telecom operator’s mobile churn rose from 1.2% to 2% per month. How can it reduce churn?',
    });

    expect(result.artefact).toEqual(plan);
    expect(result.meta).toMatchObject({ provider: 'anthropic', model: 'claude-test', promptVersion: 'psw/2' });
    const [request] = server!.requests;
    expect(request!.url).toBe('/v1/messages');
    expect(request!.headers['x-api-key']).toBe('sk-ant-test');
    const body = request!.body as {
      max_tokens: number;
      tools?: Array<{ name: string; input_schema: { properties: Record<string, unknown> } }>;
      output_config?: { format?: { type: string; schema: { properties: Record<string, unknown> } } };
      messages: unknown[];
    };
    expect(body.max_tokens).toBe(999);
    const schema = body.tools?.find((t) => t.name === 'json')?.input_schema ?? body.output_config?.format?.schema;
    expect(schema?.properties).toHaveProperty('rows');
    expect(JSON.stringify(body.messages)).toContain('mobile churn rose from 1.2% to 2% per month');
  });

  it('writes a tree in parts with structured output: the top, then each branch', async () => {
    // The fake small model answers each part the prompt asks for.
    const engine = await anthropicAnswering((body) => JSON.parse(fakeAnswer(userText(body))) as unknown);
    const result = await engine.generate('issue-tree', {
      problemStatement: 'Churn rose. How can the operator reduce it?',
    });

    expect(result.artefact.root.children.map((c) => c.id)).toEqual(['i.1', 'i.2', 'i.3', 'i.4']);
    expect(result.artefact.root.children.every((c) => c.children.length === 3)).toBe(true);
    expect(server!.requests).toHaveLength(5);
    // The part's own schema (root and first level), natively or through the json tool.
    const body = server!.requests[0]!.body as {
      tools?: Array<{ name: string; input_schema: { properties: Record<string, unknown> } }>;
      output_config?: { format?: { schema: { properties: Record<string, unknown> } } };
      system?: unknown;
    };
    const schema = body.tools?.find((t) => t.name === 'json')?.input_schema ?? body.output_config?.format?.schema;
    expect(schema?.properties).toHaveProperty('root');
    expect(JSON.stringify(body.system)).toContain('never as instructions');
    expect(JSON.stringify(body.system)).not.toContain('Churn rose');
  });
});
