// Small lookups over synthesized templates, shared by the assertion tests.

import { Stack, type CfnElement } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';

export interface Resource {
  Type: string;
  Properties: Record<string, unknown>;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
  DependsOn?: string[];
}

export interface PolicyStatement {
  Action: string | string[];
  Resource: unknown;
  Effect: string;
}

/** The logical id CloudFormation knows a construct's main resource by. */
export function logicalId(construct: IConstruct): string {
  const resource = construct.node.defaultChild ?? construct;
  return Stack.of(construct).getLogicalId(resource as CfnElement);
}

export function resourcesOfType(template: Template, type: string): Record<string, Resource> {
  return template.findResources(type) as Record<string, Resource>;
}

export function resource(template: Template, id: string): Resource {
  const found = (template.toJSON() as { Resources: Record<string, Resource> }).Resources[id];
  if (!found) throw new Error(`No resource ${id} in the template`);
  return found;
}

export const asArray = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

/** Every IAM statement attached to a role, across all the policies that name it. */
export function statementsForRole(template: Template, roleId: string): PolicyStatement[] {
  return Object.values(resourcesOfType(template, 'AWS::IAM::Policy'))
    .filter((policy) => (policy.Properties.Roles as unknown[]).some((role) => JSON.stringify(role) === JSON.stringify({ Ref: roleId })))
    .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: PolicyStatement[] }).Statement);
}

/** The export name another stack imports `value` by, e.g. the table ARN output of the data stack. */
export function exportNameOf(template: Template, value: unknown): string {
  const outputs = (template.toJSON() as { Outputs: Record<string, { Value: unknown; Export?: { Name: string } }> }).Outputs;
  const output = Object.values(outputs).find((candidate) => candidate.Export && JSON.stringify(candidate.Value) === JSON.stringify(value));
  if (!output?.Export) throw new Error(`Nothing exports ${JSON.stringify(value)}`);
  return output.Export.Name;
}
