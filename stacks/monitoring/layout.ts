import { Duration } from 'aws-cdk-lib';

/** One resolution for every graph and alarm; three graphs per dashboard row. */
export const PERIOD = Duration.minutes(5);
export const WIDGET = { width: 8, height: 6 } as const;
