import { Box, Center, Container, Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Copyright } from '../copyright';

/** The signed-out pages of the portal (sign-in, password reset): one card, centred. */
export function AuthLayout({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Stack mih="100vh" gap={0} bg="gray.0">
      <Box
        component="header"
        px="lg"
        py="md"
        bg="white"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Title order={1} size="h3" c="brand.7">
          Admin Portal
        </Title>
      </Box>
      <Center component="main" style={{ flex: 1 }} py="xl" px="md">
        <Container size={440} w="100%" p={0}>
          <Paper withBorder shadow="sm" radius="md" p="xl">
            <Stack gap="lg">
              <Title order={2} size="h3">
                {heading}
              </Title>
              {children}
            </Stack>
          </Paper>
        </Container>
      </Center>
      <Group
        component="footer"
        px="lg"
        py="sm"
        bg="white"
        style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Copyright />
      </Group>
    </Stack>
  );
}
