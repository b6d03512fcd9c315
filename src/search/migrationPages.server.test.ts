import { describeGuideSearch, type GuidePageCase } from './guideSearchSuite';

// The migration guides (issue 21): a reader who types "migrate" and a product and version, or a v7 name that v8
// removed, reaches the guide from the search dialog.
const migration = (slug: string, title: string, apiNames: readonly string[] = []): GuidePageCase => ({
  id: `/x/migration/${slug}/`,
  title,
  apiNames,
});

const MIGRATION_PAGES: readonly GuidePageCase[] = [
  migration('migration-data-grid-v7', 'Migrate the Data Grid from v7 to v8', ['gridRowsDataRowIdToIdLookupSelector']),
  migration('migration-pickers-v7', 'Migrate the Date and Time Pickers from v7 to v8'),
  migration('migration-charts-v7', 'Migrate the Charts from v7 to v8'),
  migration('migration-tree-view-v7', 'Migrate the Tree View from v7 to v8', ['TreeItem2']),
  migration('usage-with-material-ui-v5-v6', 'Use MUI X v8 with Material UI v5 or v6'),
  migration('migration-data-grid-v6', 'Migrate the Data Grid from v6 to v7'),
  migration('migration-pickers-v6', 'Migrate the Date and Time Pickers from v6 to v7'),
  migration('migration-charts-v6', 'Migrate the Charts from v6 to v7'),
  migration('migration-tree-view-v6', 'Migrate the Tree View from v6 to v7'),
  migration('migration-data-grid-v5', 'Migrate the Data Grid from v5 to v6'),
  migration('migration-pickers-v5', 'Migrate the Date and Time Pickers from v5 to v6'),
  migration('migration-tree-view-lab', 'Migrate the Tree View from the lab to MUI X v6'),
  migration('migration-pickers-lab', 'Migrate the Date and Time Pickers from the lab to MUI X v5'),
  migration('migration-data-grid-v4', 'Migrate the Data Grid from v4 to v5'),
];

describeGuideSearch('search: the migration guides', null, MIGRATION_PAGES);
