import { z } from './zod.ts';

// Request fields that must never reach a log (passwords, mailed codes, captcha answers, provider
// tokens, card and ID numbers) are marked once, where the field is defined. The server's log
// redaction is derived from these marks by walking every contract's request, so a new field that
// is marked is redacted without touching the logger. A registry of its own (not zod's global
// one) keeps the mark out of the OpenAPI document.

export const secretFields = z.registry<{ secret: true }>();

/** Marks a field as secret and returns the same schema. */
export function secret<T extends z.ZodMiniType>(schema: T): T {
  secretFields.add(schema, { secret: true });
  return schema;
}

/** Whether a schema (or the schema it was derived from by `.min()`, `.regex()` …) is marked. */
export function isSecret(schema: z.ZodMiniType): boolean {
  return secretFields.get(schema)?.secret === true;
}

/** One named member of a request body: its path (`*` for any array item or record value) and schema. */
export interface RequestField {
  path: string[];
  schema: z.ZodMiniType;
}

type Def = z.core.$ZodTypeDef & {
  shape?: Record<string, z.ZodMiniType>;
  innerType?: z.ZodMiniType;
  in?: z.ZodMiniType;
  element?: z.ZodMiniType;
  valueType?: z.ZodMiniType;
  options?: z.ZodMiniType[];
  left?: z.ZodMiniType;
  right?: z.ZodMiniType;
  getter?: () => z.ZodMiniType;
};

const defOf = (schema: z.ZodMiniType) => (schema as z.core.$ZodType)._zod.def as Def;

/** What a schema stands for inside a body: the schemas it wraps or combines (input side of pipes). */
function inner(def: Def): z.ZodMiniType[] {
  if (def.innerType) return [def.innerType];
  if (def.type === 'pipe' && def.in) return [def.in];
  if (def.type === 'union' && def.options) return def.options;
  if (def.type === 'intersection' && def.left && def.right) return [def.left, def.right];
  if (def.type === 'lazy' && def.getter) return [def.getter()];
  return [];
}

/** Every named member of a request schema, nested ones included. */
export function requestFields(schema: z.ZodMiniType): RequestField[] {
  const fields: RequestField[] = [];
  const visit = (node: z.ZodMiniType, path: string[]): void => {
    const def = defOf(node);
    if (def.type === 'object' && def.shape) {
      for (const [name, member] of Object.entries(def.shape)) {
        fields.push({ path: [...path, name], schema: member });
        visit(member, [...path, name]);
      }
    } else if (def.type === 'array' && def.element) visit(def.element, [...path, '*']);
    else if (def.type === 'record' && def.valueType) visit(def.valueType, [...path, '*']);
    else for (const wrapped of inner(def)) visit(wrapped, path);
  };
  visit(schema, []);
  return fields;
}

/** A field is secret when it, or what it wraps (`.optional()`, `.or(…)`, a pipe's input), is marked. */
export function isSecretField(schema: z.ZodMiniType): boolean {
  return isSecret(schema) || inner(defOf(schema)).some(isSecretField);
}

/** Paths of the secret fields of a request schema, each once. */
export function secretPaths(schema: z.ZodMiniType): string[][] {
  const paths = new Map<string, string[]>();
  for (const field of requestFields(schema)) if (isSecretField(field.schema)) paths.set(field.path.join('.'), field.path);
  return [...paths.values()];
}
