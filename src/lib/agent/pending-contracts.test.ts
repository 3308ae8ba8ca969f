import { describe, expect, it } from 'vitest';

import { checksContracts, pendingContracts } from './pending-contracts';

describe('pending contracts (docs/product.md#agent-contracts)', () => {
  it('skips types 4, 40, 41 and 42 and checks every other member', () => {
    for (const type of [4, 40, 41, 42]) expect(checksContracts(type)).toBe(false);
    for (const type of [0, 1, 2, 3]) expect(checksContracts(type)).toBe(true);
    expect(checksContracts(undefined)).toBe(false);
  });

  it('treats a non-empty request as pending, each going to its contract route', () => {
    expect(
      pendingContracts({ dailysalreqtype: 'DAILY', divtypecompperiodreq: '', contracthoursalreq: 'HOURLY' }).map(
        (contract) => contract.path,
      ),
    ).toEqual(['/m/member/agent/getSalaryContract', '/m/member/agent/getHourContract']);
    expect(
      pendingContracts({ dailysalreqtype: '', divtypecompperiodreq: 'MONTHLY', contracthoursalreq: '' }).map((contract) => contract.path),
    ).toEqual(['/m/member/agent/getDevidendContract']);
    expect(pendingContracts({})).toEqual([]);
    expect(pendingContracts(undefined)).toEqual([]);
  });

  it("asks about an upline's end request as it asks about an offer, in words of its own", () => {
    const pending = pendingContracts({
      dailysalreqtype: 'DAILY',
      divtypecompperiodreq: '',
      contracthoursalreq: 'HOURLY',
      ending: ['HOURLY_SALARY'],
    });
    expect(pending.map((contract) => [contract.path, contract.title.message])).toEqual([
      ['/m/member/agent/getSalaryContract', 'A daily salary contract is waiting for you'],
      ['/m/member/agent/getHourContract', 'Your upline asked to end your hourly salary contract'],
    ]);
  });
});
