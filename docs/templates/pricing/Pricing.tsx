import AppTheme, { type AppThemeProps } from '../shared-theme/AppTheme';

export default function Pricing(props: Omit<AppThemeProps, 'children'>) {
  return <AppTheme {...props}>pricing</AppTheme>;
}
