'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { use, useId, useMemo, useState } from 'react';
import { copyText } from '../demos/copyText';
import type { DemoModule } from '../demos/types';
import { useTranslate } from '../i18n/useTranslate';
import { COPIED_MS } from '../layout/codeBlockCopy';
import { playgroundCode } from './code';
import { PlaygroundControlsContext } from './context';
import type { ControlValue, PlaygroundControl } from './controls';
import type { PlaygroundSpec } from './types';
import { applyValues, changedValues, initialValues, sliderRange, type PlaygroundValues } from './values';

function ControlInput({
  control,
  value,
  spec,
  onChange,
}: {
  control: PlaygroundControl;
  value: ControlValue;
  spec: PlaygroundSpec;
  onChange: (value: ControlValue) => void;
}) {
  const labelId = useId();
  if (control.kind === 'switch') {
    return (
      <FormControlLabel
        control={<Switch size="small" checked={value === true} onChange={(event) => onChange(event.target.checked)} />}
        label={<code>{control.path}</code>}
      />
    );
  }
  if (control.kind === 'select') {
    return (
      <TextField
        select
        size="small"
        label={control.path}
        value={String(value)}
        onChange={(event) => onChange(event.target.value)}
      >
        {control.options.map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  const range = sliderRange(spec.ranges, control.path);
  return (
    <Box>
      <Typography variant="body2" component="div" sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <code id={labelId}>{control.path}</code>
        <span dir="ltr">{String(value)}</span>
      </Typography>
      <Slider
        size="small"
        aria-labelledby={labelId}
        min={range.min}
        max={range.max}
        step={range.step ?? 1}
        value={typeof value === 'number' ? value : range.min}
        onChange={(_, next: number | number[]) => onChange(Array.isArray(next) ? (next[0] ?? range.min) : next)}
      />
    </Box>
  );
}

/** A chart beside the controls of its props, and the code for the current values below. */
export function PlaygroundPanel({ spec, controls }: { spec: PlaygroundSpec; controls: readonly PlaygroundControl[] }) {
  const t = useTranslate();
  const start = useMemo(() => initialValues(controls, spec.initial, spec.ranges), [controls, spec]);
  const [values, setValues] = useState<PlaygroundValues>(start);
  const [copied, setCopied] = useState(false);
  const props = useMemo(() => applyValues(spec.props, values), [spec.props, values]);
  const code = useMemo(
    () => playgroundCode(spec, applyValues(spec.props, changedValues(controls, values))),
    [spec, controls, values],
  );
  const Chart = spec.component;

  const copy = () =>
    void copyText(code).then((ok) => {
      if (!ok) return;
      setCopied(true);
      setTimeout(() => setCopied(false), COPIED_MS);
    });

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Chart {...props} />
        </Box>
        <Stack
          component="fieldset"
          spacing={1.5}
          sx={{ width: { md: 260 }, flexShrink: 0, border: 0, m: 0, p: 0, minWidth: 0 }}
        >
          <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
            {t('demo.playgroundControls')}
          </Typography>
          {controls.map((control) => (
            <ControlInput
              key={control.path}
              control={control}
              spec={spec}
              value={values[control.path] ?? false}
              onChange={(value) => setValues((current) => ({ ...current, [control.path]: value }))}
            />
          ))}
          <Button size="small" variant="outlined" onClick={() => setValues(start)} sx={{ alignSelf: 'flex-start' }}>
            {t('demo.playgroundReset')}
          </Button>
        </Stack>
      </Stack>
      <Box sx={{ position: 'relative' }}>
        <Box
          component="pre"
          dir="ltr"
          aria-label={t('demo.playgroundCode')}
          tabIndex={0}
          sx={{
            m: 0,
            p: 2,
            pr: 10,
            overflow: 'auto',
            borderRadius: 1,
            bgcolor: 'action.hover',
            color: 'text.primary',
            fontSize: 13,
            lineHeight: 1.5,
            maxHeight: 260,
          }}
        >
          <code>{code}</code>
        </Box>
        <Button size="small" onClick={copy} sx={{ position: 'absolute', top: 8, insetInlineEnd: 8 }}>
          {copied ? t('demo.copied') : t('demo.playgroundCopy')}
        </Button>
      </Box>
    </Stack>
  );
}

/** The demo module of a playground: its panel, with the controls the page resolved from the API reference. */
export function bindPlayground(spec: PlaygroundSpec): DemoModule {
  return {
    default: function BoundPlayground() {
      const controls = use(PlaygroundControlsContext);
      return <PlaygroundPanel spec={spec} controls={controls} />;
    },
  };
}
