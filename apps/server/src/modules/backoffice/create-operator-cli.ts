import { mkdirSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { createDatabase, migrate } from '@jeton/db';
import { OPERATOR_ROLES } from '@jeton/domain/backoffice';
import { loadConfig } from '../../config.js';
import { PasswordHasher } from '../auth/passwords.js';
import { provisionOperator } from './operator-provisioning.js';

// npm run backoffice:create-operator -- --email x@y.z --name "X Y" --role finance [--locale fr] [--password-stdin]
// Creates an operator on the configured database (DATABASE_URL, or PGlite under DATA_DIR) and prints
// their TOTP secret and otpauth URI once.

const USAGE = `Usage: npm run backoffice:create-operator -- --email <email> --name <name> --role <role> [--locale en|fr] [--password-stdin]
Roles: ${OPERATOR_ROLES.join(', ')}
The password is asked for (not echoed), or read from standard input with --password-stdin.`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      locale: { type: 'string' },
      'password-stdin': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help || !values.email || !values.name || !values.role) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  const password = values['password-stdin'] ? await readStdin() : await askHidden('Password: ');
  const config = loadConfig();
  if (!config.database.url) mkdirSync(config.database.dataDir, { recursive: true });
  const database = createDatabase({
    url: config.database.url,
    dataDir: config.database.url ? undefined : config.database.dataDir,
    poolSize: 1,
  });
  try {
    await migrate(database);
    const result = await provisionOperator(database.db, new PasswordHasher(config.argon2), {
      email: values.email,
      name: values.name,
      role: values.role,
      password,
      ...(values.locale ? { locale: values.locale } : {}),
    });
    if (!result.created) {
      for (const problem of result.problems) console.error(`error: ${problem}`);
      return 1;
    }
    console.info(
      `Operator ${result.operator.email} (${result.operator.role}) created, id ${result.operator.id}.`,
    );
    console.info('Add this to their authenticator app now; it is not shown again:');
    console.info(`  TOTP secret: ${result.totpSecret}`);
    console.info(`  otpauth URI: ${result.otpauthUri}`);
    return 0;
  } finally {
    await database.close();
  }
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

/** Asks on the terminal without echoing what is typed. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (text: string) => void };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    output._writeToOutput = () => {};
  });
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
