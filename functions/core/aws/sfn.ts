import { SFNClient } from '@aws-sdk/client-sfn';

export const sfn = new SFNClient({});
