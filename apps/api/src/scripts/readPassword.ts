import type { Readable, Writable } from 'node:stream'

/** A terminal's input, which can stop echoing what is typed. */
type MaybeTerminal = Readable & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown }

/**
 * A password for a command (docs/deploy.md#first-owner), never from its arguments: LOBBYKIT_OPERATOR_PASSWORD when
 * set; else, on a terminal, typed after a prompt without being shown; else the first line of standard input (a
 * pipe or a file, e.g. a secret mounted by the orchestrator).
 */
export async function readPassword(
  env: Record<string, string | undefined>,
  input: MaybeTerminal,
  prompt: Writable,
): Promise<string> {
  const fromEnv = env.LOBBYKIT_OPERATOR_PASSWORD
  if (fromEnv) return fromEnv
  if (input.isTTY && input.setRawMode) return typeUnseen(input, prompt)
  return firstLine(input)
}

/** The first line of `input`, without its line break (all of it when it has none). */
export async function firstLine(input: Readable): Promise<string> {
  let text = ''
  for await (const chunk of input) {
    text += String(chunk)
    if (text.includes('\n')) break
  }
  return text.split(/\r?\n/)[0] ?? ''
}

/** Reads a line from the terminal in raw mode, echoing nothing; Ctrl-C stops the command. */
function typeUnseen(input: MaybeTerminal, prompt: Writable): Promise<string> {
  prompt.write('Password: ')
  input.setRawMode?.(true)
  input.setEncoding('utf8')
  input.resume()
  return new Promise((resolve, reject) => {
    let typed = ''
    const finish = () => {
      input.off('data', onData)
      input.setRawMode?.(false)
      input.pause()
      prompt.write('\n')
    }
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0004') {
          finish()
          resolve(typed)
          return
        }
        if (char === '\u0003') {
          finish()
          reject(new Error('cancelled'))
          return
        }
        typed = char === '\u007f' || char === '\b' ? typed.slice(0, -1) : typed + char
      }
    }
    input.on('data', onData)
  })
}
