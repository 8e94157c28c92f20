// Drives a test server's own V8 inspector (Node's --inspect, set through NODE_OPTIONS in the test's
// environment only) so a fault test can catch a worker thread in the act and stop it, with no hook
// in the server's code.
import WebSocket from 'ws';

/** The server's environment for inspection: an inspector on a free loopback port, printed to its log. */
export const INSPECTED_ENV = { NODE_OPTIONS: '--inspect=127.0.0.1:0' } as const;

interface ProtocolMessage {
  id?: number;
  method?: string;
  params?: Record<string, unknown>;
  result?: Record<string, unknown>;
  error?: { message: string };
}

interface WorkerInfo {
  sessionId: string;
  workerInfo: { workerId: string; url: string };
}

interface CallFrame {
  functionName: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ServerInspector {
  /**
   * Pauses the worker thread started from `workerFile` (the end of its URL) again and again until
   * `functionName` is on its stack, then terminates that thread from the main thread, as a crash
   * would end it. Answers the stack it was caught in. Fails when `settled` settles first.
   */
  terminateWorkerDuring(workerFile: string, functionName: string, settled: Promise<unknown>): Promise<string[]>;
  /**
   * Waits for the worker thread started from `workerFile` and enables its debugger, up to 60 s.
   * Enabling takes a while (the worker reports every script it has loaded): done before the work
   * to catch starts, a short stretch of that work is not missed while it runs.
   */
  watchWorker(workerFile: string): Promise<void>;
  close(): void;
}

/** Connects to the inspector whose address the server printed (`Debugger listening on ws://…`). */
export async function inspectServer(logs: () => string): Promise<ServerInspector> {
  const url = /Debugger listening on (ws:\/\/\S+)/.exec(logs())?.[1];
  if (!url) throw new Error(`The server printed no inspector address; start it with INSPECTED_ENV:\n${logs()}`);
  const socket = new WebSocket(url);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  let nextId = 1;
  const answers = new Map<number, (message: ProtocolMessage) => void>();
  const workers: WorkerInfo[] = [];
  /** Events of the worker sessions (Debugger.paused …), newest last. */
  const workerEvents: ProtocolMessage[] = [];

  const settle = (message: ProtocolMessage): boolean => {
    const answer = message.id === undefined ? undefined : answers.get(message.id);
    if (!answer || message.id === undefined) return false;
    answers.delete(message.id);
    answer(message);
    return true;
  };
  socket.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString('utf8')) as ProtocolMessage;
    if (settle(message)) return;
    if (message.method === 'NodeWorker.attachedToWorker') workers.push(message.params as unknown as WorkerInfo);
    if (message.method === 'NodeWorker.receivedMessageFromWorker') {
      const inner = JSON.parse(String(message.params?.message)) as ProtocolMessage;
      if (!settle(inner)) workerEvents.push(inner);
    }
  });

  const call = (method: string, params: Record<string, unknown> = {}, sessionId?: string): Promise<Record<string, unknown>> =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      answers.set(id, (message) => (message.error ? reject(new Error(`${method}: ${message.error.message}`)) : resolve(message.result ?? {})));
      const text = JSON.stringify({ id, method, params });
      socket.send(sessionId === undefined ? text : JSON.stringify({ id: nextId++, method: 'NodeWorker.sendMessageToWorker', params: { sessionId, message: text } }));
    });

  // Reports the workers running now and every one started later.
  await call('NodeWorker.enable', { waitForDebuggerOnStart: false });

  /** Terminates the thread through its Worker object in the main thread (the server holds it in a closure). */
  const terminate = async (threadId: number): Promise<void> => {
    const prototype = (await call('Runtime.evaluate', { expression: "process.getBuiltinModule('node:worker_threads').Worker.prototype" })).result as { objectId: string };
    const found = (await call('Runtime.queryObjects', { prototypeObjectId: prototype.objectId })).objects as { objectId: string };
    const stopped = await call('Runtime.callFunctionOn', {
      objectId: found.objectId,
      // The prototype itself is among the objects found; its threadId getter throws.
      functionDeclaration: `function (id) {
        const worker = this.find((w) => { try { return w.threadId === id; } catch { return false; } });
        if (worker) void worker.terminate();
        return Boolean(worker);
      }`,
      arguments: [{ value: threadId }],
      returnByValue: true,
    });
    if ((stopped.result as { value?: unknown }).value !== true) throw new Error(`No Worker object with threadId ${threadId} in the server.`);
  };

  /** Sessions whose debugger is enabled. */
  const watched = new Set<string>();
  const watch = async (workerFile: string, check: () => void): Promise<WorkerInfo> => {
    let worker: WorkerInfo | undefined;
    while (!(worker = workers.find((w) => w.workerInfo.url.endsWith(`/${workerFile}`)))) {
      check();
      await sleep(5);
    }
    if (!watched.has(worker.sessionId)) {
      await call('Debugger.enable', {}, worker.sessionId);
      watched.add(worker.sessionId);
    }
    return worker;
  };

  return {
    async watchWorker(workerFile) {
      const deadline = Date.now() + 60_000;
      await watch(workerFile, () => {
        if (Date.now() > deadline) throw new Error(`No worker thread from ${workerFile} within 60 s.`);
      });
    },
    async terminateWorkerDuring(workerFile, functionName, settled) {
      let over = false;
      void settled.finally(() => {
        over = true;
      });
      const deadline = Date.now() + 60_000;
      const check = (): void => {
        if (over) throw new Error(`The request ended before its worker was seen in ${functionName}.`);
        if (Date.now() > deadline) throw new Error(`The worker was not seen in ${functionName} within 60 s.`);
      };
      const worker = await watch(workerFile, check);
      for (;;) {
        check();
        workerEvents.length = 0;
        await call('Debugger.pause', {}, worker.sessionId);
        let paused: ProtocolMessage | undefined;
        while (!(paused = workerEvents.find((event) => event.method === 'Debugger.paused'))) {
          check();
          await sleep(2);
        }
        const stack = (paused.params?.callFrames as CallFrame[]).map((frame) => frame.functionName);
        if (stack.includes(functionName)) {
          await terminate(Number(worker.workerInfo.workerId));
          // A paused thread ends only once it runs again; its session ends with it, so no answer is awaited.
          void call('Debugger.resume', {}, worker.sessionId).catch(() => undefined);
          return stack;
        }
        await call('Debugger.resume', {}, worker.sessionId);
        await sleep(20);
      }
    },
    close: () => socket.close(),
  };
}
