import type { ConfigurationVariableRecord } from '@facet/event-schemas';
import { configurationVariables, type SettingsState } from './domain/index.js';

/** One known setting as the back office reads it ('' when unset). */
export const configurationVariable = (
  state: SettingsState,
  name: string,
): ConfigurationVariableRecord => ({ name, value: state.variables.get(name) ?? '' });

/** `configurationVariables`: every known setting, set or not, in the order they are defined. */
export const configurationVariableRecords = (state: SettingsState): ConfigurationVariableRecord[] =>
  [...configurationVariables.keys()].map((name) => configurationVariable(state, name));
