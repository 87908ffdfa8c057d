// Body validation with the contracts' zod schemas. A missing body counts as `{}` so body-less
// calls accept an empty POST; the input is kept on issues to tell "missing" from "wrong type".
import type { FastifySchemaCompiler } from 'fastify';
import type { core, ZodMiniType } from 'zod/mini';

export class RequestValidationError extends Error {
  readonly issues: core.$ZodIssue[];
  constructor(issues: core.$ZodIssue[]) {
    super('Request body does not match the contract');
    this.name = 'RequestValidationError';
    this.issues = issues;
  }
}

export const contractValidatorCompiler: FastifySchemaCompiler<ZodMiniType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data ?? {}, { reportInput: true });
    if (!result.success) return { error: new RequestValidationError(result.error.issues) };
    return { value: result.data };
  };
