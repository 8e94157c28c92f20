// jsdom plus Node's fetch classes, for code that builds Requests (RTK Query, data routers).
// AbortController comes from Node too, so a Request accepts the signal it is given, and relative
// URLs resolve against the page as they do in a browser. antd forms batch through MessageChannel,
// which jsdom lacks: a timer-based one is given (Node's own would keep Jest from exiting).
const { TestEnvironment } = require('jest-environment-jsdom');

module.exports = class JsdomFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const page = this.global;
    const later = page.setTimeout.bind(page);
    class PageRequest extends Request {
      constructor(input, init) {
        super(typeof input === 'string' || input instanceof URL ? new URL(String(input), page.location.href).href : input, init);
      }
    }
    class TimerMessageChannel {
      constructor() {
        const port = () => ({ onmessage: null, close() {}, start() {} });
        this.port1 = port();
        this.port2 = port();
        this.port1.postMessage = (data) => later(() => this.port2.onmessage?.({ data }));
        this.port2.postMessage = (data) => later(() => this.port1.onmessage?.({ data }));
      }
    }
    Object.assign(page, { fetch, Request: PageRequest, Response, Headers, AbortController, AbortSignal, structuredClone, MessageChannel: TimerMessageChannel });
  }
};
