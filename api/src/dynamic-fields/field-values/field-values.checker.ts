import { Injectable } from '@nestjs/common';
import type { DynamicFieldRecord } from '@facet/event-schemas';
import { badRequest } from '../../shared/errors/http-problem.js';
import { checkFieldValues } from '../domain/index.js';
import { DynamicFieldsCommandBus } from '../dynamic-fields-bus/dynamic-fields-command-bus.js';

/**
 * The admin's active fields of a view_page decide what a lot, auction, user or template keeps;
 * a required one left blank is refused with the spec's wording ('<label>: Required!', 400).
 */
@Injectable()
export class FieldValuesChecker {
  constructor(private readonly fields: DynamicFieldsCommandBus) {}

  async valuesFor(
    viewPage: DynamicFieldRecord['view_page'],
    submitted: Readonly<Record<string, string>>,
  ): Promise<Record<string, string>> {
    const checked = checkFieldValues(viewPage, await this.fields.activeFields(viewPage), submitted);
    if (!checked.ok) {
      const { fieldId, label, message } = checked.problem;
      throw badRequest(`${label}: ${message}`, 'request.invalid-field', { field: fieldId });
    }
    return checked.values;
  }

  /** `details` with the view_page's values (none: no key), refused as `valuesFor` refuses. */
  async withValues<D extends object>(
    viewPage: DynamicFieldRecord['view_page'],
    details: D,
    submitted: Readonly<Record<string, string>> = {},
  ) {
    return withCustomFields(details, await this.valuesFor(viewPage, submitted));
  }
}

/** Details with the values, or without the key when there are none (older objects stay as they were). */
export const withCustomFields = <D extends object>(
  details: D,
  values: Record<string, string>,
): D & { custom_fields?: Record<string, string> } =>
  Object.keys(values).length > 0 ? { ...details, custom_fields: values } : details;
