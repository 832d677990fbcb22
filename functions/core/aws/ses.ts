import { SESv2Client } from '@aws-sdk/client-sesv2';
import { sdkLogger } from './sdk-logger.js';

export const ses = new SESv2Client({ logger: sdkLogger });
