import { CliError } from '../../cli/cli-output';
import { customerRefOption } from './customer-ref-option';

describe('kb gdpr:* --customer-ref', () => {
  it('takes the reference as intake stores it (cleaned, trimmed)', () => {
    expect(customerRefOption('  CUST-1 ')).toBe('CUST-1');
    expect(customerRefOption('Cliente Ünïcode 42')).toBe('Cliente Ünïcode 42');
  });

  it('says what is wrong, naming the option', () => {
    expect(() => customerRefOption(undefined)).toThrow(CliError);
    expect(() => customerRefOption(undefined)).toThrow(/^--customer-ref is required/);
    expect(() => customerRefOption('   ')).toThrow('--customer-ref must not be empty');
    expect(() => customerRefOption('x'.repeat(192))).toThrow('--customer-ref must be at most 191 characters');
    expect(() => customerRefOption('CUST\u200B1')).toThrow('--customer-ref must be printable text');
  });
});
