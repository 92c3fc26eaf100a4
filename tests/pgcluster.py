"""A throwaway PostgreSQL cluster from the local server binaries, for the tests.

Found via ``pg_config --bindir`` or PATH; run as an unprivileged user when the tests run
as root (PostgreSQL refuses to run as root).  Listens on 127.0.0.1 on a free port with
trust authentication and lives in a temporary directory that is removed afterwards.
"""

from __future__ import annotations

import os
import pwd
import shutil
import socket
import subprocess
import tempfile
import time
from pathlib import Path


class ClusterError(RuntimeError):
    pass


def find_bindir() -> Path | None:
    pg_config = shutil.which("pg_config")
    if pg_config:
        try:
            out = subprocess.run([pg_config, "--bindir"], capture_output=True, text=True, check=True)
            bindir = Path(out.stdout.strip())
            if (bindir / "initdb").exists():
                return bindir
        except (subprocess.CalledProcessError, OSError):
            pass
    initdb = shutil.which("initdb")
    if initdb:
        return Path(os.path.realpath(initdb)).parent
    for candidate in sorted(Path("/usr/lib/postgresql").glob("*/bin"), reverse=True):
        if (candidate / "initdb").exists():
            return candidate
    return None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Cluster:
    def __init__(self) -> None:
        self.bindir = find_bindir()
        if self.bindir is None:
            raise ClusterError("no PostgreSQL server binaries (initdb) found via pg_config or PATH")
        self.dir = Path(tempfile.mkdtemp(prefix="extractor-pg-"))
        self.data = self.dir / "data"
        self.port = _free_port()
        self.user = None
        if os.geteuid() == 0:
            self.user = _unprivileged_user()
            os.chmod(self.dir, 0o755)
            shutil.chown(self.dir, self.user, None)

    def _run(self, *args: str, **kw) -> subprocess.CompletedProcess:
        cmd = [str(self.bindir / args[0]), *args[1:]]
        if self.user:
            cmd = ["setpriv", f"--reuid={self.user}", f"--regid={pwd.getpwnam(self.user).pw_gid}",
                   "--init-groups", "--", *cmd]
        res = subprocess.run(cmd, capture_output=True, text=True, cwd=self.dir, **kw)
        if res.returncode != 0:
            raise ClusterError(f"{' '.join(args[:2])} failed: {res.stderr.strip() or res.stdout.strip()}")
        return res

    def start(self) -> str:
        self._run("initdb", "-D", str(self.data), "-U", "extractor", "--auth=trust",
                  "--encoding=UTF8", "--locale=C", "-N")
        opts = (f"-p {self.port} -c listen_addresses=127.0.0.1 -k {self.dir} -c fsync=off "
                "-c synchronous_commit=off -c full_page_writes=off -c max_connections=50")
        self._run("pg_ctl", "-D", str(self.data), "-o", opts, "-l", str(self.dir / "log"), "-w", "-t", "60", "start")
        return self.url("postgres")

    def url(self, database: str) -> str:
        return f"postgresql+psycopg://extractor@127.0.0.1:{self.port}/{database}"

    def stop(self) -> None:
        try:
            self._run("pg_ctl", "-D", str(self.data), "-m", "immediate", "-w", "stop")
        except ClusterError:
            pass
        finally:
            time.sleep(0.1)
            shutil.rmtree(self.dir, ignore_errors=True)


def _unprivileged_user() -> str:
    for name in ("postgres", "nobody"):
        try:
            pwd.getpwnam(name)
            return name
        except KeyError:
            continue
    raise ClusterError("running as root and no unprivileged user (postgres, nobody) to run PostgreSQL")


def fresh_database(server_url: str, name: str) -> str:
    """(Re)create database ``name`` on the server and return its URL."""
    from sqlalchemy import create_engine, text

    admin = create_engine(server_url, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(text(f'DROP DATABASE IF EXISTS "{name}"'))
        conn.execute(text(f'CREATE DATABASE "{name}"'))
    admin.dispose()
    return server_url.rsplit("/", 1)[0] + "/" + name
