import type { GenerationRequest, ProblemReading } from '@caseboard/contracts';
import { readProblem } from '../../offline/reading/read.js';

/**
 * The offline reading: the statement (and the brief's key question, when the team wrote one) read by the
 * NLP reader. A reading in the context is ignored: this is the artefact being (re)generated.
 */
export function offlineReading(request: GenerationRequest): ProblemReading {
  return readProblem(request.problemStatement, { keyQuestion: request.context?.brief?.keyQuestion });
}
