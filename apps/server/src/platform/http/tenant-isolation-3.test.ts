import { describeTenantIsolation } from '../../test/tenant-isolation-probe';

describeTenantIsolation(3, 4);
