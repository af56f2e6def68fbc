import { describe, expect, it } from 'vitest';
import { parseWebArgs } from './webCli';

describe('npm run web arguments', () => {
  it('defaults to port 0, opening the browser, the saved profile', () => {
    expect(parseWebArgs([])).toEqual({ port: 0, open: true });
  });

  it('reads --port, --no-open and --profile in both spellings', () => {
    expect(parseWebArgs(['--port', '8123', '--no-open', '--profile', 'Public API'])).toEqual({
      port: 8123,
      open: false,
      profile: 'Public API',
    });
    expect(parseWebArgs(['--port=0', '--profile=local'])).toEqual({ port: 0, open: true, profile: 'local' });
  });

  it.each([
    [['--port', 'eighty'], /--port must be a port number/],
    [['--port', '70000'], /--port must be a port number/],
    [['--port'], /--port needs a value/],
    [['--profile='], /--profile needs a value/],
    [['--verbose'], /Unknown option "--verbose"/],
  ])('rejects %j naming the option', (argv, message) => {
    expect(() => parseWebArgs(argv)).toThrow(message);
  });
});
