import type { GenerationRequest, Workplan } from '@caseboard/contracts';
import { reason, workplanFrom } from '../../offline/chain.js';

/**
 * The offline problem-solving work plan: for each hypothesis at the bottom of the tree, the analyses from
 * the library that would prove or kill it, with data sources, method, owner, week and priority. A plan in
 * the context is ignored here: this is the artefact being (re)generated.
 */
export function offlineWorkplan(request: GenerationRequest): Workplan {
  const r = reason({ ...request, context: { ...request.context, workplan: undefined } });
  return workplanFrom(r);
}
