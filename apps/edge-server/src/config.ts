import * as v from 'valibot';

const APPS = ['booking-web', 'agency-portal'] as const;

const Port = v.pipe(
  v.optional(v.string(), '3000'),
  v.regex(/^\d{1,5}$/, 'must be a port number'),
  v.transform(Number),
  v.maxValue(65_535, 'must be at most 65535'),
);

/** Every setting the edge server reads from the environment, validated at start. */
const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test'], 'must be development, production or test'), 'production'),
  HOST: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty')), '127.0.0.1'),
  PORT: Port,
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// URL'))),
  DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty')), './data'),
  DIST_DIR: v.optional(v.string(), './dist'),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'must be a pino level'), 'info'),
  SERVE_APPS: v.optional(
    v.pipe(
      v.string(),
      v.transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean)),
      v.array(v.picklist(APPS, `each must be one of ${APPS.join(', ')}`)),
    ),
    APPS.join(','),
  ),
  SHUTDOWN_TIMEOUT_MS: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'must be milliseconds'), v.transform(Number)), '10000'),
});

export type Config = v.InferOutput<typeof EnvSchema>;
export type AppName = (typeof APPS)[number];

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; the error names every bad variable and what it must be. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const result = v.safeParse(EnvSchema, env);
  if (result.success) return result.output;
  const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? '?'} ${issue.message} (got ${JSON.stringify(issue.input)})`);
  throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
}
