/** One check of the contract suite: what it proves, of which resource, against a client. */
import type { ContractClient } from './client';

export interface ContractCheck {
  resource: string;
  name: string;
  run: (client: ContractClient) => Promise<void>;
}
