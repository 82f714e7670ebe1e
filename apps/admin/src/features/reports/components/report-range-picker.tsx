import { Group, SegmentedControl, TextInput } from '@mantine/core';
import { todayIsoDate } from '@patchbay/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { presetOf, presetRange, REPORT_PRESETS, type ReportParams } from '../utils/report-params';

/**
 * The date range of a report screen: quick presets and two day inputs (UTC days, both included).
 * Every widget of the screen reads the same range. `extra` holds a screen's own controls (the
 * operator's organization picker, an interval).
 */
export function ReportRangePicker({
  value,
  onChange,
  extra,
}: {
  value: ReportParams;
  onChange: (next: ReportParams) => void;
  extra?: ReactNode;
}) {
  const today = todayIsoDate(new Date(), 'UTC');
  const shown = value.from && value.to ? value : { ...value, ...presetRange(30, today) };
  const preset = presetOf(shown, today);
  // The two days as typed. The range lives in the URL, whose update lands after the input's own
  // render: inputs bound to the URL alone would show the old day again in between, and the other
  // input would then read (and send back) that old day.
  const [draft, setDraft] = useState({ from: shown.from, to: shown.to });
  useEffect(() => setDraft({ from: shown.from, to: shown.to }), [shown.from, shown.to]);
  const change = (next: { from: string; to: string }) => {
    setDraft(next);
    if (next.from && next.to) onChange({ ...value, ...next });
  };
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SegmentedControl
        aria-label="Date range"
        value={preset ?? ''}
        onChange={(days) => onChange({ ...value, ...presetRange(Number(days), today) })}
        data={REPORT_PRESETS.map((p) => ({ value: p.value, label: p.label }))}
      />
      <TextInput
        type="date"
        label="From"
        value={draft.from}
        max={draft.to}
        onChange={(event) => change({ ...draft, from: event.currentTarget.value })}
        w={170}
      />
      <TextInput
        type="date"
        label="To"
        value={draft.to}
        min={draft.from}
        onChange={(event) => change({ ...draft, to: event.currentTarget.value })}
        w={170}
      />
      {extra}
    </Group>
  );
}
