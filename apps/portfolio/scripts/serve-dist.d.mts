import type { Server } from 'node:http';

type HostConfig = {
  headers?: { source: string; headers: { key: string; value: string }[] }[];
} | null;
export function sourceToRegExp(source: string): RegExp;
export function hostHeaders(config: HostConfig, pathname: string): Record<string, string>;
export function readHostConfig(file?: URL | string): HostConfig;
export function resolveRequest(root: string, urlPath: string): [string, number];
export function serveDist(options?: {
  root?: string;
  port?: number;
  headers?: Record<string, string>;
  hostConfig?: HostConfig;
}): Promise<{ server: Server; url: string }>;
