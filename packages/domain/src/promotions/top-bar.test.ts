import { describe, expect, it } from 'vitest';
import { HOUR_MS } from '../time/clock';
import { isShownOnPath, isWithinSchedule } from './targeting';
import { isTopBarHiddenOnPath, selectTopBar, type TopBar, topBarSlot } from './top-bar';

describe('topBarSlot', () => {
  it('uses level one over 36 and under 48 hours', () => {
    expect(topBarSlot(36, false)).toBe('default');
    expect(topBarSlot(36.01, false)).toBe('levelOne');
    expect(topBarSlot(47.99, true)).toBe('levelOne');
  });

  it('uses level two from 48 to 72 hours inclusive', () => {
    expect(topBarSlot(48, false)).toBe('levelTwo');
    expect(topBarSlot(72, true)).toBe('levelTwo');
    expect(topBarSlot(72.01, false)).toBe('default');
  });

  it('otherwise shows the countdown while the discount is valid, else default', () => {
    expect(topBarSlot(2, true)).toBe('countdown');
    expect(topBarSlot(2, false)).toBe('default');
    expect(topBarSlot(100, true)).toBe('countdown');
  });
});

describe('schedule and path targeting', () => {
  const now = 1_000_000;

  it('shows temporary items only between start and end', () => {
    const temp = {
      isActive: true,
      isTemporary: true,
      startDateInMiliseconds: now,
      endDateInMiliseconds: now + 10,
    };
    expect(isWithinSchedule(temp, now)).toBe(true);
    expect(isWithinSchedule(temp, now + 10)).toBe(true);
    expect(isWithinSchedule(temp, now - 1)).toBe(false);
    expect(isWithinSchedule(temp, now + 11)).toBe(false);
    expect(isWithinSchedule({ isActive: true, isTemporary: true }, now)).toBe(false);
    expect(isWithinSchedule({ isActive: false }, now)).toBe(false);
    expect(isWithinSchedule({ isActive: true }, now)).toBe(true);
  });

  it('matches path fragments for displayOnlyHere and doNotDisplayHere', () => {
    expect(isShownOnPath({}, '/sepet')).toBe(true);
    expect(isShownOnPath({ displayOnlyHere: ['/urun/'] }, '/urun/yastik/1')).toBe(true);
    expect(isShownOnPath({ displayOnlyHere: ['/urun/'] }, '/sepet')).toBe(false);
    expect(isShownOnPath({ doNotDisplayHere: ['/sepet'] }, '/sepet/12')).toBe(false);
    expect(isShownOnPath({ displayOnlyHere: [' '], doNotDisplayHere: [''] }, '/x')).toBe(true);
  });
});

describe('selectTopBar', () => {
  const firstVisitTime = Date.UTC(2024, 5, 1);
  const bar = (
    topBarName: TopBar['topBarName'],
    extra: Partial<TopBar> = {},
  ): TopBar & { id: string } => ({
    id: `${topBarName}${extra.displayCountDownTimer ? '+timer' : ''}${extra.isTemporary ? '+temp' : ''}`,
    topBarName,
    isActive: true,
    ...extra,
  });
  const bars = [
    bar('default'),
    bar('default', { displayCountDownTimer: true }),
    bar('passedHoursDiscountLevelOne'),
    bar('passedHoursDiscountLevelTwo'),
  ];
  const at = (hours: number, valid = false, path = '/') => ({
    path,
    nowMs: firstVisitTime + hours * HOUR_MS,
    firstVisitTime,
    timeLimitedDiscountValid: valid,
  });

  it('picks the bar of the slot', () => {
    expect(selectTopBar(bars, at(40)).topBar?.id).toBe('passedHoursDiscountLevelOne');
    expect(selectTopBar(bars, at(60)).topBar?.id).toBe('passedHoursDiscountLevelTwo');
    expect(selectTopBar(bars, at(1, true))).toMatchObject({
      slot: 'countdown',
      topBar: { id: 'default+timer' },
    });
    expect(selectTopBar(bars, at(1, false)).topBar?.id).toBe('default');
  });

  it('falls back to the default bar when the slot has none', () => {
    const onlyDefaults = [bar('default')];
    expect(selectTopBar(onlyDefaults, at(40))).toMatchObject({
      slot: 'levelOne',
      topBar: { id: 'default' },
    });
    expect(selectTopBar(onlyDefaults, at(1, true)).topBar?.id).toBe('default');
    expect(selectTopBar([bar('default', { displayCountDownTimer: true })], at(1)).topBar?.id).toBe(
      'default+timer',
    );
    expect(selectTopBar([], at(1)).topBar).toBeNull();
  });

  it('prefers a temporary bar in its window', () => {
    const now = firstVisitTime + 40 * HOUR_MS;
    const campaign = bar('passedHoursDiscountLevelOne', {
      isTemporary: true,
      startDateInMiliseconds: now - 1,
      endDateInMiliseconds: now + 1,
    });
    expect(selectTopBar([...bars, campaign], at(40)).topBar?.id).toBe(
      'passedHoursDiscountLevelOne+temp',
    );
    const expired = { ...campaign, endDateInMiliseconds: now - 1 };
    expect(selectTopBar([...bars, expired], at(40)).topBar?.id).toBe('passedHoursDiscountLevelOne');
  });

  it('is hidden on admin paths and /ust-bar', () => {
    expect(isTopBarHiddenOnPath('/admin-panel/siparisler')).toBe(true);
    expect(isTopBarHiddenOnPath('/ust-bar')).toBe(true);
    expect(isTopBarHiddenOnPath('/ust-bar-kampanya')).toBe(false);
    expect(selectTopBar(bars, at(1, false, '/admin-panel')).topBar).toBeNull();
  });

  it('skips inactive bars and bars excluded on the path', () => {
    const list = [
      bar('default', { isActive: false }),
      bar('default', { doNotDisplayHere: ['/sepet'] }),
    ];
    expect(selectTopBar(list, at(1, false, '/sepet')).topBar).toBeNull();
  });
});
