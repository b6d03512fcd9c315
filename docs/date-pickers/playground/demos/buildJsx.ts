// Turns the playground's settings into the JSX a reader would write.
export type Family = 'date' | 'time' | 'dateTime';
export type Variant = 'responsive' | 'desktop' | 'mobile' | 'static';

export interface PlaygroundSettings {
  family: Family;
  variant: Variant;
  views: string[];
  defaultViews: string[];
  orientation: 'portrait' | 'landscape';
  disabled: boolean;
  readOnly: boolean;
  ampm: boolean;
  displayWeekNumber: boolean;
  showDaysOutsideCurrentMonth: boolean;
  formatDensity: 'dense' | 'spacious';
  closeOnSelect: 'default' | 'true' | 'false';
}

const familyNames: Record<Family, string> = { date: 'DatePicker', time: 'TimePicker', dateTime: 'DateTimePicker' };
const variantPrefixes: Record<Variant, string> = {
  responsive: '',
  desktop: 'Desktop',
  mobile: 'Mobile',
  static: 'Static',
};

export const hasDayView = (settings: PlaygroundSettings) => settings.views.includes('day');
export const hasTimeView = (settings: PlaygroundSettings) =>
  settings.views.some((view) => ['hours', 'minutes', 'seconds'].includes(view));

export function componentName(settings: PlaygroundSettings) {
  return `${variantPrefixes[settings.variant]}${familyNames[settings.family]}`;
}

export function buildJsx(settings: PlaygroundSettings) {
  const props: string[] = [];
  if (settings.variant !== 'static') props.push('label="Appointment"');
  props.push("defaultValue={dayjs('2026-03-14T09:30')}");
  if (settings.views.join() !== settings.defaultViews.join()) {
    props.push(`views={[${settings.views.map((view) => `'${view}'`).join(', ')}]}`);
  }
  if (settings.orientation === 'landscape') props.push('orientation="landscape"');
  if (settings.disabled) props.push('disabled');
  if (settings.readOnly) props.push('readOnly');
  if (hasTimeView(settings) && !settings.ampm) props.push('ampm={false}');
  if (hasDayView(settings) && settings.displayWeekNumber) props.push('displayWeekNumber');
  if (hasDayView(settings) && settings.showDaysOutsideCurrentMonth) props.push('showDaysOutsideCurrentMonth');
  if (settings.variant !== 'static' && settings.formatDensity === 'spacious') props.push('formatDensity="spacious"');
  if (settings.closeOnSelect !== 'default') props.push(`closeOnSelect={${settings.closeOnSelect}}`);

  const name = componentName(settings);
  const folder = name;
  return [
    `import { ${name} } from '@mui/x-date-pickers/${folder}';`,
    '',
    `<${name}`,
    ...props.map((prop) => `  ${prop}`),
    '/>',
  ].join('\n');
}
