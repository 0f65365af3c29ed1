"""posproof_build: the build backend of python/ (PEP 517, PEP 660), in the
standard library alone, so that `pip install ./python` needs neither
setuptools nor wheel, nor a network to fetch them: it works offline, with
or without --no-build-isolation, in any Python 3.7 or later.

The project is python/pyproject.toml's: [project] gives the name, the
description, requires-python, the dependencies and the optional
dependencies (strings and one-line lists of strings, the TOML this backend
reads); the version is the file VERSION (the repository's, through a
link); [tool.posproof-build] py-modules names the modules of the wheel.
A wheel (PEP 427) is a zip of the modules and a .dist-info directory of
METADATA (core metadata 2.1), WHEEL and RECORD (each file's sha256 and
size); an sdist a .tar.gz of the source tree's files and PKG-INFO; an
editable wheel (PEP 660) a .pth file naming the source directory.  Every
file is written under a temporary name and renamed when complete, with
fixed dates, so that two builds of one tree are byte for byte the same.
"""

import ast
import base64
import gzip
import hashlib
import io
import os
import re
import tarfile
import zipfile

__all__ = ["build_wheel", "build_sdist", "build_editable",
           "get_requires_for_build_wheel", "get_requires_for_build_sdist",
           "get_requires_for_build_editable",
           "prepare_metadata_for_build_wheel",
           "prepare_metadata_for_build_editable"]

ZIP_DATE = (1980, 1, 1, 0, 0, 0)         # the earliest date a zip can hold
TAR_DATE = 315532800                     # the same instant, for the tar


def _read_pyproject(path="pyproject.toml"):
    """The tables of pyproject.toml: {"project": {...}, ...}, a value a
    string or a list of strings; anything else a ValueError naming the
    line."""
    tables, table = {}, None
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            where = f"{path}:{number}"
            m = re.fullmatch(r"\[([A-Za-z0-9_.-]+)\]", line)
            if m:
                table = tables.setdefault(m.group(1), {})
                continue
            m = re.fullmatch(r'([A-Za-z0-9_-]+|"[^"\\]*")\s*=\s*(.*)', line)
            if not m or table is None:
                raise ValueError(f"{where}: expected [table] or key = value")
            try:
                value = ast.literal_eval(m.group(2))
            except (ValueError, SyntaxError):
                value = None
            if not (isinstance(value, str) or isinstance(value, list) and
                    all(isinstance(v, str) for v in value)) or "\\" in m.group(2):
                raise ValueError(f"{where}: posproof_build reads a string "
                                 "or a one-line list of strings here")
            table[m.group(1).strip('"')] = value
    return tables


class _Project:
    """The project in the current directory (pip runs a backend's hooks
    in the source tree)."""

    def __init__(self):
        tables = _read_pyproject()
        p = tables.get("project", {})
        for field in ("name", "description", "requires-python"):
            if not isinstance(p.get(field), str):
                raise ValueError(f"pyproject.toml: [project] {field} is missing")
        if p.get("dynamic") != ["version"]:
            raise ValueError('pyproject.toml: [project] dynamic must be '
                             '["version"] (posproof_build reads VERSION)')
        with open("VERSION", encoding="utf-8") as f:
            self.version = f.read().strip()
        if not re.fullmatch(r"[0-9]+(\.[0-9]+)*((a|b|rc)[0-9]+)?"
                            r"(\.post[0-9]+)?(\.dev[0-9]+)?", self.version):
            raise ValueError(f"VERSION: '{self.version}' is no PEP 440 version")
        self.name = p["name"]
        # the distribution's name in file names (PEP 427, PEP 625)
        self.stem = re.sub(r"[-_.]+", "_", self.name).lower() + "-" + self.version
        self.modules = tables.get("tool.posproof-build", {}).get("py-modules", [])
        if not self.modules:
            raise ValueError("pyproject.toml: [tool.posproof-build] py-modules "
                             "is missing")
        lines = ["Metadata-Version: 2.1", f"Name: {self.name}",
                 f"Version: {self.version}", f"Summary: {p['description']}",
                 f"Requires-Python: {p['requires-python']}"]
        lines += [f"Requires-Dist: {d}" for d in p.get("dependencies", [])]
        for extra, deps in sorted(tables.get("project.optional-dependencies",
                                             {}).items()):
            lines.append(f"Provides-Extra: {extra}")
            lines += [f'Requires-Dist: {d}; extra == "{extra}"' for d in deps]
        self.metadata = ("\n".join(lines) + "\n").encode()
        self.wheel = ("Wheel-Version: 1.0\nGenerator: posproof_build\n"
                      "Root-Is-Purelib: true\nTag: py3-none-any\n").encode()

    def dist_info(self):
        return self.stem + ".dist-info"

    def write_wheel(self, directory, files):
        """The wheel of files ((name, bytes) pairs) and the .dist-info in
        directory; its file name."""
        info = self.dist_info()
        files = files + [(f"{info}/METADATA", self.metadata),
                         (f"{info}/WHEEL", self.wheel)]
        record = "".join(f"{name},sha256={_digest(data)},{len(data)}\n"
                         for name, data in files) + f"{info}/RECORD,,\n"
        files.append((f"{info}/RECORD", record.encode()))
        name = self.stem + "-py3-none-any.whl"

        def write(f):
            with zipfile.ZipFile(f, "w", zipfile.ZIP_DEFLATED) as z:
                for arcname, data in files:
                    zi = zipfile.ZipInfo(arcname, ZIP_DATE)
                    zi.external_attr = 0o644 << 16
                    zi.compress_type = zipfile.ZIP_DEFLATED
                    z.writestr(zi, data)
        _write_file(os.path.join(directory, name), write)
        return name


def _digest(data):
    """sha256 as RECORD spells it: urlsafe base64 without padding."""
    return base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()


def _write_file(path, write):
    """write(f) into path + ".tmp", then renamed to path: never a partial
    file at path."""
    tmp = path + ".tmp"
    try:
        with open(tmp, "wb") as f:
            write(f)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.remove(tmp)
        raise


def _read(path):
    with open(path, "rb") as f:
        return f.read()


# -- the hooks (PEP 517, PEP 660) ---------------------------------------------

def get_requires_for_build_wheel(config_settings=None):
    return []


def get_requires_for_build_sdist(config_settings=None):
    return []


def get_requires_for_build_editable(config_settings=None):
    return []


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    project = _Project()
    info = os.path.join(metadata_directory, project.dist_info())
    os.makedirs(info, exist_ok=True)
    for name, data in (("METADATA", project.metadata), ("WHEEL", project.wheel)):
        _write_file(os.path.join(info, name), lambda f, data=data: f.write(data))
    return project.dist_info()


prepare_metadata_for_build_editable = prepare_metadata_for_build_wheel


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    project = _Project()
    return project.write_wheel(wheel_directory, [
        (m + ".py", _read(m + ".py")) for m in project.modules])


def build_editable(wheel_directory, config_settings=None, metadata_directory=None):
    """A wheel whose .pth file puts this source directory on sys.path: the
    modules imported are the tree's, edits seen at once."""
    project = _Project()
    pth = (os.path.abspath(os.getcwd()) + "\n").encode()
    return project.write_wheel(wheel_directory, [
        (f"__editable__.{project.stem}.pth", pth)])


def build_sdist(sdist_directory, config_settings=None):
    """The source tree as an sdist: pyproject.toml, VERSION (the file, not
    the link), the modules, this backend and PKG-INFO, under
    NAME-VERSION/."""
    project = _Project()
    here = os.path.relpath(os.path.abspath(__file__), os.getcwd())
    if here.startswith(os.pardir):
        raise ValueError(f"posproof_build: the backend {__file__} is outside "
                         "the source tree")
    paths = ["pyproject.toml", "VERSION"] + [m + ".py" for m in project.modules]
    files = [(p, _read(p)) for p in paths + [here.replace(os.sep, "/")]]
    files.append(("PKG-INFO", project.metadata))
    name = project.stem + ".tar.gz"

    def write(f):
        # gzip's own header carries a date too: a fixed one
        with gzip.GzipFile(fileobj=f, mode="wb", mtime=TAR_DATE) as gz:
            with tarfile.open(fileobj=gz, mode="w", format=tarfile.PAX_FORMAT) as t:
                for arcname, data in files:
                    ti = tarfile.TarInfo(f"{project.stem}/{arcname}")
                    ti.size, ti.mtime, ti.mode = len(data), TAR_DATE, 0o644
                    t.addfile(ti, io.BytesIO(data))
    _write_file(os.path.join(sdist_directory, name), write)
    return name
