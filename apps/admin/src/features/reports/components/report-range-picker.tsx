import { Group, SegmentedControl, TextInput } from '@mantine/core';
import { todayIsoDate } from '@patchbay/ui';
import { type ReactNode, useRef } from 'react';
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
  // Each input reads the other one's current value, not the last render's: the range lives in the
  // URL, whose update lands a render later, and a quick edit of both days must keep both.
  const fromInput = useRef<HTMLInputElement>(null);
  const toInput = useRef<HTMLInputElement>(null);
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
        ref={fromInput}
        value={shown.from}
        max={shown.to}
        onChange={(event) => {
          const from = event.currentTarget.value;
          if (from) onChange({ ...value, from, to: toInput.current?.value || shown.to });
        }}
        w={170}
      />
      <TextInput
        type="date"
        label="To"
        ref={toInput}
        value={shown.to}
        min={shown.from}
        onChange={(event) => {
          const to = event.currentTarget.value;
          if (to) onChange({ ...value, from: fromInput.current?.value || shown.from, to });
        }}
        w={170}
      />
      {extra}
    </Group>
  );
}
