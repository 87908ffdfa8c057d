import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { calls } from './index.ts';
import { defineCall, type CallContract } from './define.ts';
import { isSecretField, requestFields, secret, secretPaths } from './secret.ts';

// Words that make a field name look like a secret. A name is split into its camelCase / snake_case
// words, so `pinyinName` is not a "pin" but `fundPin` is.
const SECRET_WORDS = new Set(['password', 'passwd', 'pwd', 'passphrase', 'pass', 'code', 'qrcode', 'captcha', 'token', 'secret', 'otp', 'pin', 'key', 'cvv', 'cvc', 'credential', 'credentials', 'signature']);

// Names that look secret but are not, each with its reason.
const NOT_SECRET: Record<string, string> = {
  agentCode: 'an agent hands it to every recruit; it is printed on invitation links',
  branchCode: 'a bank branch number, public',
  channelCode: 'names a payment channel from pay/query',
};

const words = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .map((word) => word.toLowerCase());

const looksSecret = (name: string) => words(name).some((word) => SECRET_WORDS.has(word)) && !(name in NOT_SECRET);

/** `call.field.path` of every request field that looks secret but is not marked. */
function unmarkedSecretLookingFields(contracts: Record<string, CallContract>): string[] {
  return Object.entries(contracts).flatMap(([name, call]) =>
    requestFields(call.request)
      .filter((field) => looksSecret(field.path.at(-1)!) && !isSecretField(field.schema))
      .map((field) => [name, ...field.path].join('.')),
  );
}

describe('secret request fields', () => {
  it('every request field whose name looks secret is marked secret in its contract', () => {
    expect(unmarkedSecretLookingFields(calls)).toEqual([]);
  });

  it('would catch a new secret-looking field that nobody marked, however it is nested or wrapped', () => {
    const careless = defineCall({
      path: '/v2/app/test/careless',
      auth: 'none',
      tag: 'test',
      summary: 'A call written without marking its secrets',
      request: z.strictObject({
        fooPassword: z.string(),
        note: z.string(),
        card: z.object({ cvv: z.optional(z.string()), pinyinName: z.string() }),
        devices: z.array(z.object({ pushToken: z.nullable(z.string()) })),
        otp_code: z.pipe(z.string().check(z.trim()), z.string().check(z.length(6))),
      }),
      response: z.null(),
    });
    expect(unmarkedSecretLookingFields({ careless })).toEqual(['careless.fooPassword', 'careless.card.cvv', 'careless.devices.*.pushToken', 'careless.otp_code']);
  });

  it('finds marked fields through optional, union, pipe and array wrappers, and fields derived from marked ones', () => {
    const pin = secret(z.string().check(z.regex(/^\d{4}$/)));
    const schema = z.object({
      name: z.string(),
      pin: z.optional(pin),
      longPin: pin.check(z.maxLength(8)),
      either: z.union([pin, z.literal('')]),
      cleaned: z.pipe(secret(z.pipe(z.string(), z.transform((text) => text.trim()))), z.string().check(z.minLength(1))),
      list: z.array(z.object({ answer: secret(z.string()), label: z.string() })),
      nested: z.optional(z.object({ inner: z.object({ key: z.nullable(pin) }) })),
    });
    expect(secretPaths(schema).map((path) => path.join('.')).sort()).toEqual(['cleaned', 'either', 'list.*.answer', 'longPin', 'nested.inner.key', 'pin'].sort());
  });

  it('keeps the mark out of the OpenAPI-facing JSON schema', () => {
    const json = JSON.stringify(z.toJSONSchema(calls.paymentPasswordUpdate.request));
    expect(json).not.toContain('secret');
  });
});
