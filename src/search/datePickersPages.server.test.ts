import { describeGuideSearch, type GuidePageCase } from './guideSearchSuite';

// The Date and Time Pickers pages (issue 18): a reader who types a page's title, or the prop or component it is about,
// reaches it from the search dialog.
const PAGES: readonly GuidePageCase[] = [
  {
    id: '/x/react-date-pickers/base-concepts/',
    title: 'Date and Time Pickers - Base concepts',
    apiNames: ['referenceDate'],
  },
  { id: '/x/react-date-pickers/date-picker/', title: 'Date Picker', apiNames: ['yearsOrder'] },
  { id: '/x/react-date-pickers/date-field/', title: 'Date Field', apiNames: [] },
  {
    id: '/x/react-date-pickers/date-calendar/',
    title: 'Date Calendar',
    apiNames: ['displayWeekNumber', 'fixedWeekNumber'],
  },
  { id: '/x/react-date-pickers/time-picker/', title: 'Time Picker', apiNames: ['viewRenderers'] },
  { id: '/x/react-date-pickers/time-field/', title: 'Time Field', apiNames: [] },
  { id: '/x/react-date-pickers/time-clock/', title: 'Time Clock', apiNames: ['ampmInClock'] },
  {
    id: '/x/react-date-pickers/digital-clock/',
    title: 'Digital Clock',
    apiNames: ['MultiSectionDigitalClock', 'skipDisabled'],
  },
  { id: '/x/react-date-pickers/date-time-picker/', title: 'Date Time Picker', apiNames: [] },
  { id: '/x/react-date-pickers/date-time-field/', title: 'Date Time Field', apiNames: [] },
  { id: '/x/react-date-pickers/date-range-picker/', title: 'Date Range Picker', apiNames: ['DateRangePicker'] },
  { id: '/x/react-date-pickers/date-range-field/', title: 'Date Range Field', apiNames: ['MultiInputDateRangeField'] },
  {
    id: '/x/react-date-pickers/date-range-calendar/',
    title: 'Date Range Calendar',
    apiNames: ['currentMonthCalendarPosition'],
  },
  { id: '/x/react-date-pickers/time-range-picker/', title: 'Time Range Picker', apiNames: ['TimeRangePicker'] },
  { id: '/x/react-date-pickers/time-range-field/', title: 'Time Range Field', apiNames: ['SingleInputTimeRangeField'] },
  // The component name leads to its API page first: the guide page is asserted by its title only.
  { id: '/x/react-date-pickers/date-time-range-picker/', title: 'Date Time Range Picker', apiNames: [] },
  {
    id: '/x/react-date-pickers/date-time-range-field/',
    title: 'Date Time Range Field',
    apiNames: ['MultiInputDateTimeRangeField'],
  },
  {
    id: '/x/react-date-pickers/fields/',
    title: 'Date and Time Pickers - Fields',
    apiNames: ['selectedSections', 'unstableFieldRef'],
  },
  {
    id: '/x/react-date-pickers/validation/',
    title: 'Date and Time Pickers - Validation',
    apiNames: ['shouldDisableDate', 'minDateTime'],
  },
  { id: '/x/react-date-pickers/lifecycle/', title: 'Date and Time Pickers - Lifecycle', apiNames: ['onAccept'] },
  {
    id: '/x/react-date-pickers/shortcuts/',
    title: 'Shortcuts',
    apiNames: ['PickersShortcutsItem', 'changeImportance'],
  },
  { id: '/x/react-date-pickers/accessibility/', title: 'Date and Time Pickers - Accessibility', apiNames: [] },
  { id: '/x/react-date-pickers/localization/', title: 'Translated components', apiNames: ['usePickerTranslations'] },
  {
    id: '/x/react-date-pickers/adapters-locale/',
    title: 'Date format and localization',
    apiNames: ['dayOfWeekFormatter', 'adapterLocale'],
  },
  { id: '/x/react-date-pickers/timezone/', title: 'UTC and timezones', apiNames: ['dateLibInstance'] },
  { id: '/x/react-date-pickers/calendar-systems/', title: 'Calendar systems', apiNames: ['AdapterDateFnsJalali'] },
  {
    id: '/x/react-date-pickers/custom-components/',
    title: 'Custom slots and subcomponents',
    apiNames: ['toolbarFormat', 'nextOrAccept'],
  },
  { id: '/x/react-date-pickers/custom-layout/', title: 'Custom layout', apiNames: ['usePickerLayout'] },
  {
    id: '/x/react-date-pickers/custom-field/',
    title: 'Custom field',
    apiNames: ['useSplitFieldProps', 'useParsedFormat'],
  },
  {
    id: '/x/react-date-pickers/custom-opening-button/',
    title: 'Date and Time Pickers - Custom opening button',
    apiNames: ['openPickerButtonPosition'],
  },
  { id: '/x/react-date-pickers/playground/', title: 'Date and Time Pickers - Playground', apiNames: [] },
];

describeGuideSearch('searching the Date and Time Pickers pages', 'x-date-pickers', PAGES);
