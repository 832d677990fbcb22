import { Service } from 'electrodb';
import { entityConfig } from './config.js';
import { AuditEvent } from './entities/audit-event.js';
import { Connection } from './entities/connection.js';
import { CustomerDomain } from './entities/customer-domain.js';
import { Customer } from './entities/customer.js';
import { UniqueValue } from './entities/unique-value.js';
import { UserGroup } from './entities/user-group.js';
import { User } from './entities/user.js';
import { WorkflowProbe } from './entities/workflow-probe.js';
import { SupplierUser } from './entities/supplier-user.js';
import { Vendor } from './entities/vendor.js';
import { Department } from './entities/department.js';
import { Division } from './entities/division.js';
import { Session } from './entities/session.js';
import { PasswordReset } from './entities/password-reset.js';
import { RealtimeTicket } from './entities/realtime-ticket.js';

/** All entities of the one table, joined so that transactions can span them. */
export const db = new Service(
  {
    customer: Customer,
    customerDomain: CustomerDomain,
    auditEvent: AuditEvent,
    user: User,
    userGroup: UserGroup,
    uniqueValue: UniqueValue,
    connection: Connection,
    workflowProbe: WorkflowProbe,
    vendor: Vendor,
    supplierUser: SupplierUser,
    department: Department,
    division: Division,
    session: Session,
    passwordReset: PasswordReset,
    realtimeTicket: RealtimeTicket,
  },
  entityConfig(),
);

export type Db = typeof db;
