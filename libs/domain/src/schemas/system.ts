/** The health check (load balancers) and the shell's IP gate. */
import { Exact, MessageAnswer, OneOf, SaidProperties } from './common';

export const SYSTEM_ROUTES = {
  health: {
    response: {
      200: Exact({ status: OneOf(['ok']), database: OneOf(['up']) }),
      503: Exact({ status: OneOf(['error']), database: OneOf(['down']), ...SaidProperties }),
    },
  },
  whitelist: { response: { 200: MessageAnswer } },
} as const;
