import { parseFrames } from './staff-stream';

describe('staff stream frames', () => {
  it('answers the queues of complete staff:queue-changed frames and keeps an incomplete one for later', () => {
    const { queues, rest } = parseFrames(
      'retry: 5000\n: connected\n\nevent: staff:queue-changed\ndata: {"queue":"support"}\n\n: ping\n\nevent: wallet:balance-changed\ndata: {"totalAssetsMinor":1}\n\nevent: staff:queue-changed\ndata: {"queue":"adj',
    );
    expect(queues).toEqual(['support']);
    expect(parseFrames(`${rest}ustments"}\n\n`).queues).toEqual(['adjustments']);
  });

  it('skips a malformed frame', () => {
    expect(parseFrames('event: staff:queue-changed\ndata: {not json\n\nevent: staff:queue-changed\ndata: {"queue":"withdrawals"}\n\n').queues).toEqual(['withdrawals']);
  });
});
