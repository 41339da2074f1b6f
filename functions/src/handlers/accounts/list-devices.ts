import { listDevicesRoute } from '@cakewalk/shared/routes.ts';
import { linkedDevices } from '../../core/accounts/linked-devices.ts';
import { http, reply } from '../../http/handler.ts';

export const handler = http(listDevicesRoute, {}, async ({ userId }) => reply(200, await linkedDevices(userId)));
