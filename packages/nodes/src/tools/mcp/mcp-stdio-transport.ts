import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { ReadBuffer, serializeMessage } from '@modelcontextprotocol/sdk/shared/stdio.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import type { McpStdioLaunch } from './mcp-stdio-policy.ts';

/** How much of the child's stderr is kept for error messages. */
const STDERR_TAIL_CHARS = 2_000;
const CLOSE_GRACE_MS = 2_000;

/**
 * MCP over a child's stdin/stdout, started with exactly the launch's environment (the SDK's own stdio transport
 * adds HOME, USER, SHELL… of the server). The child's stderr is kept (its tail) to explain failures.
 */
export class McpStdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  private child: ChildProcess | undefined;
  private readonly buffer = new ReadBuffer();
  private stderrTail = '';

  constructor(private readonly launch: McpStdioLaunch) {}

  /** The last lines the child wrote to stderr (empty when it wrote none). */
  get stderr(): string {
    return this.stderrTail.trim();
  }

  start(): Promise<void> {
    if (this.child) return Promise.reject(new Error('the MCP stdio server is already started'));
    return new Promise((resolve, reject) => {
      const child = spawn(this.launch.command, [...this.launch.args], {
        env: { ...this.launch.env },
        stdio: ['pipe', 'pipe', 'pipe'],
        shell: false,
      });
      this.child = child;
      child.on('error', (error) => {
        reject(error);
        this.onerror?.(error);
      });
      child.on('spawn', () => {
        resolve();
      });
      child.on('close', () => {
        this.child = undefined;
        this.onclose?.();
      });
      child.stdin.on('error', (error) => {
        this.onerror?.(error);
      });
      child.stderr.on('data', (chunk: Buffer) => {
        this.stderrTail = (this.stderrTail + chunk.toString('utf8')).slice(-STDERR_TAIL_CHARS);
      });
      child.stdout.on('data', (chunk: Buffer) => {
        this.buffer.append(chunk);
        this.readMessages();
      });
    });
  }

  private readMessages(): void {
    for (;;) {
      let message: JSONRPCMessage | null;
      try {
        message = this.buffer.readMessage();
      } catch (error) {
        this.onerror?.(error instanceof Error ? error : new Error(String(error)));
        continue;
      }
      if (message === null) return;
      this.onmessage?.(message);
    }
  }

  send(message: JSONRPCMessage): Promise<void> {
    const stdin = this.child?.stdin;
    if (!stdin) return Promise.reject(new Error('the MCP stdio server is not running'));
    if (stdin.write(serializeMessage(message))) return Promise.resolve();
    return once(stdin, 'drain').then(() => undefined);
  }

  /** Ends stdin, then asks the child to stop (SIGTERM, then SIGKILL) if it has not within the grace time. */
  async close(): Promise<void> {
    const child = this.child;
    this.buffer.clear();
    if (!child) return;
    const closed = once(child, 'close').then(() => true);
    const waited = (): Promise<boolean> =>
      Promise.race([
        closed,
        new Promise<boolean>((resolve) => {
          setTimeout(() => {
            resolve(false);
          }, CLOSE_GRACE_MS).unref();
        }),
      ]);
    child.stdin?.end();
    if (await waited()) return;
    child.kill('SIGTERM');
    if (await waited()) return;
    child.kill('SIGKILL');
  }
}
