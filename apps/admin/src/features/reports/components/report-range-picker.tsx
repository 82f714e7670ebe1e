import { Group, SegmentedControl, TextInput } from '@mantine/core';
import { todayIsoDate } from '@patchbay/ui';
import type { ReactNode } from 'react';
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
        value={shown.from}
        max={shown.to}
        onChange={(event) => {
          const from = event.currentTarget.value;
          if (from) onChange({ ...value, from, to: shown.to });
        }}
        w={170}
      />
      <TextInput
        type="date"
        label="To"
        value={shown.to}
        min={shown.from}
        onChange={(event) => {
          const to = event.currentTarget.value;
          if (to) onChange({ ...value, from: shown.from, to });
        }}
        w={170}
      />
      {extra}
    </Group>
  );
}
