import { configurationValue, type RequestOf, type setConfiguration } from '@facet/event-schemas';
import { parseBody } from '../../shared/http/request-body.js';
import { htmlVariables, isKnownVariable } from '../domain/index.js';
import type { SettingsCommandInput } from '../settings-bus/settings-command-bus.js';
import { unknownVariable } from '../settings.problems.js';

/**
 * What a `configurationAction` asks for: the name first (an unknown one is a 400 naming it), then
 * the value read by the name's kind, dollars for `bidIncrementDefault`, HTML (sanitised) for the
 * HTML variables, else text.
 */
export function configurationCommand({
  name,
  value,
}: RequestOf<typeof setConfiguration>): SettingsCommandInput {
  if (name === 'bidIncrementDefault') {
    const increment = parseBody(configurationValue.defaultIncrement, { value }).value;
    return { type: 'SetDefaultIncrement', increment };
  }
  if (!isKnownVariable(name)) throw unknownVariable(name);
  const kind = htmlVariables.has(name) ? configurationValue.html : configurationValue.variable;
  const text = parseBody(kind, { value }).value ?? '';
  return { type: 'SetConfigurationVariable', name, value: text };
}
