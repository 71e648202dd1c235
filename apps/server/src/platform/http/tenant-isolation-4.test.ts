import { describeTenantIsolation } from '../../test/tenant-isolation-probe';

describeTenantIsolation(4, 4);
