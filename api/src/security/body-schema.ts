import { SetMetadata } from '@nestjs/common';
import { z } from 'zod';
import {
  BODY_SCHEMA,
  MULTIPART_SCHEMA,
  parseBody,
  ValidBody,
} from '../shared/http/request-body.js';
import { type FieldKind, fieldKinds } from './field-kinds.js';

/** The route's request body: validated by `@ValidBody()`, and published in the OpenAPI document. */
export const BodySchema = (schema: z.ZodType): MethodDecorator => SetMetadata(BODY_SCHEMA, schema);

/** A multipart route's form fields as JSON Schema, for the OpenAPI document only (the handler reads the parts). */
export const MultipartBody = (schema: Record<string, unknown>): MethodDecorator =>
  SetMetadata(MULTIPART_SCHEMA, schema);

export { BODY_SCHEMA, MULTIPART_SCHEMA, parseBody, ValidBody };

const required = 'Required!';

/** An e-mail address, trimmed and lower-cased; the forms say 'Required!', the footer 'Required'. */
export const emailField = (requiredMessage = required, tooLongMessage?: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .toLowerCase()
    .min(1, requiredMessage)
    .max(254, tooLongMessage)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Invalid email format');

export const fields = {
  email: emailField(),
  password: z
    .string({ error: required })
    .min(8, 'Minimum 8 characters')
    .max(256, 'Password is too long'),
  anyPassword: z.string({ error: required }).min(1, required).max(256),
  name: z.string({ error: required }).trim().min(1, required).max(100),
  text: (max: number) => z.string().trim().max(max),
  id: z.string({ error: required }).trim().min(1, required).max(128),
  flag: z
    .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])
    .transform((v) => v === true || v === 1 || v === '1'),
  otp: z.string({ error: required }).regex(/^\d{6}$/, 'Enter the 6-digit code'),
  secret: z.string({ error: required }).min(10).max(400),
};

/** A hand-parsed field: its kind (the JSON type it is published with) and what it means. */
export type FieldSpec = readonly [kind: FieldKind, description: string];

/** One hand-parsed field: optional, any value (its parser checks it), documented with its kind. */
export const handParsedField = ([kind, description]: FieldSpec) =>
  // A copy: zod's JSON Schema output must not share (or mutate) the kind table.
  z
    .unknown()
    .optional()
    .meta({ ...structuredClone(fieldKinds[kind]), description });

/**
 * A body whose values a hand-written parser checks (its messages and codes are the contract, and
 * some are hot paths): the schema names, types and describes each field, rejects unknown ones,
 * and leaves each value to that parser. The kind is documentation only: validation stays
 * `z.unknown()`, so the value reaches the parser as it came.
 */
export const handParsedBody = <K extends string>(fields: Record<K, FieldSpec>) =>
  z.strictObject(
    Object.fromEntries(
      Object.entries<FieldSpec>(fields).map(([key, spec]) => [key, handParsedField(spec)]),
    ) as Record<K, ReturnType<typeof handParsedField>>,
  );

/** A body with no fields: documented as an empty strict object, anything sent is a 400. */
export const emptyBody = z.strictObject({});
