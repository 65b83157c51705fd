import type { ModelOption } from '@caseboard/contracts';
import type { Config } from '../../config.js';

export const OFFLINE_MODEL: ModelOption = { id: 'offline', label: 'Caseboard offline engine', provider: 'offline' };

/** Models a project may choose: the offline engine always, plus the configured provider's model. */
export function listModels(ai: Config['ai']): ModelOption[] {
  if (ai.provider === 'offline' || !ai.model) return [OFFLINE_MODEL];
  return [OFFLINE_MODEL, { id: ai.model, label: ai.model, provider: ai.provider }];
}
